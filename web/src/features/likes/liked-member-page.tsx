/**
 * A member who liked me (/likes/m/:id): their profile, and opening it clears their like's "New" (spec §4)
 * once; the navigation badge follows with the session refresh the call triggers.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ProfilePage } from "../members/profile-page.tsx";
import { MemberOnly } from "../session/member-only.tsx";
import { likesQuery, useMarkLikeSeen } from "./api.ts";

export function LikedMemberPage({ id }: { id: number }) {
  return (
    <MemberOnly>
      {() => (
        <>
          <MarkLikeSeen id={id} />
          <ProfilePage id={id} />
        </>
      )}
    </MemberOnly>
  );
}

function MarkLikeSeen({ id }: { id: number }) {
  const likes = useQuery(likesQuery);
  const { mutate } = useMarkLikeSeen();
  const marked = useRef<number | null>(null);
  const isNew = likes.data?.liked_by.some((entry) => entry.id === id && entry.like_new) ?? false;

  useEffect(() => {
    if (!isNew || marked.current === id) return;
    marked.current = id;
    mutate(id);
  }, [isNew, id, mutate]);

  return null;
}
