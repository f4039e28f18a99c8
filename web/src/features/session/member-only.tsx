/**
 * Pages for members only (settings, matches, completing the signup): visitors are sent to the login page,
 * which brings them back here afterwards.
 */
import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { paths } from "../../app/paths.ts";
import { Redirect } from "../../lib/navigation.tsx";
import { type SessionUser, useSessionUser } from "./session.ts";

/** The login URL that returns to `returnTo` after logging in. */
export function loginPath(returnTo?: string): string {
  return returnTo ? `${paths.login}?${new URLSearchParams({ next: returnTo })}` : paths.login;
}

/** Where to go after logging in: the `next` the login page was given when it is a path of this site. */
export function safeReturnPath(next: string | null, fallback: string): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}

/**
 * A call that ends the member's own session and then goes somewhere of its own (deleting the account goes to
 * /account-deleted) is under way. The server closes the member's live connection as the session ends, which
 * may be noticed before the call's answer arrives: meanwhile the gate waits rather than send them to the
 * login page. A plain variable, read as the gate renders: a subscription would tell it a moment too late.
 */
let sessionEnding = false;

/** Marks such a call as started (true) or over (false: it failed, or its page is showing). */
export function setSessionEnding(ending: boolean): void {
  sessionEnding = ending;
}

export function MemberOnly({ children }: { children: (user: SessionUser) => ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  const navigation = useNavigation();
  if (user === null) {
    // A navigation under way decides where a former member goes (e.g. the deleted-account page, whose code
    // is still loading when the ended session is noticed): redirecting now would cancel it.
    if (navigation.location || sessionEnding) return null;
    return <Redirect to={loginPath(`${location.pathname}${location.search}`)} />;
  }
  return children(user);
}
