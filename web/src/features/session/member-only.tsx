/**
 * Pages for members only (settings, matches, completing the signup): visitors are sent to the login page,
 * which brings them back here afterwards.
 */
import { useIsMutating } from "@tanstack/react-query";
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
 * The key of a mutation that ends the member's own session and then goes somewhere of its own (deleting the
 * account goes to /account-deleted). The server closes the member's live connection as the session ends, which
 * may be noticed before the call's answer arrives: while such a mutation is under way, the gate waits for it.
 */
export const SESSION_ENDING_MUTATION_KEY = ["session", "ending"] as const;

export function MemberOnly({ children }: { children: (user: SessionUser) => ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  const navigation = useNavigation();
  const ending = useIsMutating({ mutationKey: SESSION_ENDING_MUTATION_KEY }) > 0;
  if (user === null) {
    // A navigation under way decides where a former member goes (e.g. the deleted-account page, whose code
    // is still loading when the ended session is noticed): redirecting now would cancel it.
    if (navigation.location || ending) return null;
    return <Redirect to={loginPath(`${location.pathname}${location.search}`)} />;
  }
  return children(user);
}
