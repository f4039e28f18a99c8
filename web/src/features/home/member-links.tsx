/** Where a member card or the browse button leads: the profile when visitors may search, signup otherwise. */
import type { Settings } from "@amora/contract/settings";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { SignupLink } from "./signup-link.tsx";

export function canVisitorsSearch(settings: Settings | undefined): boolean {
  return settings?.logged_out_search === true;
}

type MemberLinkProps = {
  settings: Settings | undefined;
  /** A profile id; without it the link goes to the member search. */
  profileId?: number;
  className?: string;
  children: ReactNode;
};

export function MemberLink({ settings, profileId, className, children }: MemberLinkProps) {
  if (!canVisitorsSearch(settings)) return <SignupLink className={className}>{children}</SignupLink>;
  const to = profileId === undefined ? paths.members : paths.member(profileId);
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
