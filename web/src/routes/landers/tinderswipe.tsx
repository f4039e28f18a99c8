/** Lander "tinderswipe" (/landers/tinderswipe): a swipe demo that asks for the signup after a like or three swipes. */
import { screenHandle } from "../../app/screen-handle.ts";
import { landerLoader } from "../../features/landers/index.ts";
import { TinderswipePage } from "../../features/landers/tinderswipe/tinderswipe-page.tsx";

export const handle = screenHandle("tinderswipe");
export const loader = landerLoader("tinderswipe");

export function Component() {
  return <TinderswipePage />;
}
