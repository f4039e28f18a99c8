/**
 * Screen: Signing up from a member's profile (/members/:id/signup): the signup carries the member and the
 * first message to them. The member's name comes with the link that leads here (state or ?name=).
 */
import { useLocation, useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { SignupPage } from "../features/signup/signup-page.tsx";

export const handle = screenHandle("memberSignup");

function nameFromState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("name" in state)) return null;
  return typeof state.name === "string" && state.name ? state.name : null;
}

export function Component() {
  const { id } = useParams();
  const location = useLocation();
  const profileId = Number(id);
  const name = nameFromState(location.state) ?? new URLSearchParams(location.search).get("name");
  const target = Number.isInteger(profileId) && profileId > 0 ? { profileId, name } : undefined;
  return <SignupPage target={target} />;
}
