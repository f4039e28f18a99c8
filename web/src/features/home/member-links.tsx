/** Where a member card or the browse button leads: the profile when the viewer may search, signup otherwise. */
import type { Settings } from "@amora/contract/settings";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { useSessionUser } from "../session/index.ts";
import { useTracking } from "../signup/index.ts";
import { SignupLink } from "./signup-link.tsx";

/**
 * Members always may; visitors when the site opens search to them, or opens it to visitors who came with a
 * traffic source and this one did (spec §3 logged_out_search, logged_out_search_trafficsource).
 */
export function canSearchMembers(
  settings: Settings | undefined,
  viewer: { isMember: boolean; network: string | undefined },
): boolean {
  if (viewer.isMember || settings?.logged_out_search === true) return true;
  return settings?.logged_out_search_trafficsource === true && Boolean(viewer.network);
}

type MemberLinkProps = {
  settings: Settings | undefined;
  /** A profile id; without it the link goes to the member search. */
  profileId?: number;
  className?: string;
  children: ReactNode;
};

export function MemberLink({ settings, profileId, className, children }: MemberLinkProps) {
  const isMember = useSessionUser() !== null;
  const { network } = useTracking();
  if (!canSearchMembers(settings, { isMember, network }))
    return <SignupLink className={className}>{children}</SignupLink>;
  const to = profileId === undefined ? paths.members : paths.member(profileId);
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
