/**
 * A member who liked me (/likes/m/:id): their profile, and opening it clears their like's "New" (spec §4)
 * once; the navigation badge follows with the session refresh the call triggers. The profile itself is the
 * members feature's page, which the route passes in (a page is no feature's public export: decision 026).
 */
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { MemberOnly } from "../session/index.ts";
import { likesQuery, useMarkLikeSeen } from "./api.ts";

export function LikedMemberPage({ id, children }: { id: number; children: ReactNode }) {
  return (
    <MemberOnly>
      {() => (
        <>
          <MarkLikeSeen id={id} />
          {children}
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
