/** Lander "socialnetwork" (/landers/socialnetwork/:slug?): a social network's feed of members. */
import { screenHandle } from "../../app/screen-handle.ts";
import { landerLoader } from "../../features/landers/index.ts";
import { SocialPage } from "../../features/landers/social/social-page.tsx";

export const handle = screenHandle("lander");
export const loader = landerLoader("socialnetwork");

export function Component() {
  return <SocialPage />;
}
