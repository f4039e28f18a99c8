/**
 * Screen: a member's landing pages (/members/:id/landing, /landing2/:slug?, /landing3/:slug?): one module for
 * the three, each route showing its own layout (its route id says which).
 */
import { useMatches, useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import {
  type MemberLandingLayout,
  MemberLandingPage,
} from "../features/landers/member-landing/member-landing-page.tsx";

export const handle = screenHandle("memberLanding");

const LAYOUTS: Record<string, MemberLandingLayout> = {
  memberLanding: "chat",
  memberLanding2: "gallery",
  memberLanding3: "preview",
};

export function Component() {
  const { id } = useParams();
  const routeId = useMatches().at(-1)?.id ?? "";
  const memberId = /^\d+$/.test(id ?? "") ? Number(id) : 0;
  return <MemberLandingPage key={memberId} id={memberId} layout={LAYOUTS[routeId] ?? "chat"} />;
}
