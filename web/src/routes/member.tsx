/** Screen: A member's profile (/members/:id). */
import { useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { ProfilePage } from "../features/members/profile-page.tsx";

export const handle = screenHandle("member");

export function Component() {
  const { id } = useParams();
  const memberId = /^\d+$/.test(id ?? "") ? Number(id) : 0;
  return <ProfilePage key={memberId} id={memberId} />;
}
