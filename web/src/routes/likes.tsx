/** Screen: Likes (/likes, /likes/:type): the members who liked you, whom you liked, and matches. */
import { useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { LikesPage } from "../features/likes/likes-page.tsx";

export const handle = screenHandle("likes");

export function Component() {
  const { type } = useParams();
  return <LikesPage type={type} />;
}
