/**
 * Where the default layout mounts the signup modal. It registers itself, so calls to action open the modal
 * rather than navigating; the modal's code loads only when it opens. Navigating elsewhere closes it; on the
 * signup page itself, and for members, calls to action follow their link.
 */
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { routePatterns } from "../../app/paths.ts";
import { useSessionUser } from "../session/index.ts";
import {
  closeSignupModal,
  registerSignupModalHost,
  useIsSignupModalOpen,
  useSignupModalTitle,
} from "./signup-modal-store.ts";

const SignupModal = lazy(() =>
  import("./signup-modal.tsx").then((module) => ({ default: module.SignupModal })),
);

/** Pages that are the signup form already. */
const SIGNUP_PAGES = new Set<string>([routePatterns.signup]);

export function SignupModalHost() {
  const { pathname } = useLocation();
  const isOpen = useIsSignupModalOpen();
  const title = useSignupModalTitle();
  const isSignupPage = SIGNUP_PAGES.has(pathname.replace(/(.)\/+$/, "$1"));
  // Members who follow a signup call to action go through /signup, which sends them on.
  const isMember = useSessionUser() !== null;
  const canHost = !isSignupPage && !isMember;

  useEffect(() => {
    if (!canHost) return;
    return registerSignupModalHost();
  }, [canHost]);

  // Leaving the layout takes the modal along.
  useEffect(() => closeSignupModal, []);

  // A link inside the modal (log in, terms) leads elsewhere: the modal goes.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeSignupModal();
  }, [pathname]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SignupModal onClose={closeSignupModal} title={title} />
    </Suspense>
  );
}
