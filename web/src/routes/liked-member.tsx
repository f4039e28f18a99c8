/** Screen: A liked member (/likes/m/:id). */
import { useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { LikedMemberPage } from "../features/likes/liked-member-page.tsx";
import { ProfilePage } from "../features/members/profile-page.tsx";

export const handle = screenHandle("likedMember");

export function Component() {
  const { id } = useParams();
  const memberId = /^\d+$/.test(id ?? "") ? Number(id) : 0;
  return (
    <LikedMemberPage key={memberId} id={memberId}>
      <ProfilePage id={memberId} />
    </LikedMemberPage>
  );
}
