/**
 * Screen: Signing up from a member's profile (/members/:id/signup): the signup carries the member and the
 * first message to them. The member's name comes with the link that leads here (state or ?name=), and the
 * first message too when the visitor wrote it on the member's landing (state).
 */
import { useLocation, useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { SignupPage } from "../features/signup/signup-page.tsx";

export const handle = screenHandle("memberSignup");

function textFromState(state: unknown, key: "name" | "message"): string | null {
  if (typeof state !== "object" || state === null || !(key in state)) return null;
  const value: unknown = (state as Record<string, unknown>)[key];
  return typeof value === "string" && value ? value : null;
}

export function Component() {
  const { id } = useParams();
  const location = useLocation();
  const profileId = Number(id);
  const name = textFromState(location.state, "name") ?? new URLSearchParams(location.search).get("name");
  const message = textFromState(location.state, "message") ?? undefined;
  const target = Number.isInteger(profileId) && profileId > 0 ? { profileId, name, message } : undefined;
  return <SignupPage target={target} />;
}
