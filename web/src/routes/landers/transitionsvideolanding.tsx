/** Lander "transitionsvideolanding" (/landers/transitionsvideolanding/:slug?): a full-bleed hero of cross-fading photos. */
import { screenHandle } from "../../app/screen-handle.ts";
import { landerLoader } from "../../features/landers/index.ts";
import { TransitionsPage } from "../../features/landers/transitions/transitions-page.tsx";

export const handle = screenHandle("lander");
export const loader = landerLoader("transitionsvideolanding");

export function Component() {
  return <TransitionsPage />;
}
