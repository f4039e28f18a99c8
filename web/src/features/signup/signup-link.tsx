/**
 * A call to action to sign up: a real link to /signup (new tabs, crawlers and layouts without the modal
 * follow it) that opens the signup modal instead where the layout hosts one.
 */
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { openSignupModal, preloadSignupModal } from "./signup-modal-store.ts";

export type SignupLinkProps = {
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  /** The modal's title for this call to action (e.g. "Sign up to write to Emma"); the usual one otherwise. */
  title?: string;
};

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function SignupLink({ className, children, title, ...rest }: SignupLinkProps) {
  return (
    <Link
      to={paths.signup}
      className={className}
      onMouseEnter={preloadSignupModal}
      onFocus={preloadSignupModal}
      onClick={(event) => {
        if (isPlainClick(event) && openSignupModal(title)) event.preventDefault();
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
