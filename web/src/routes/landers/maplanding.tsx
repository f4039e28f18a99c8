/** Lander "maplanding" (/landers/maplanding/:slug?): members as photo pins on a map of the visitor's country. */
import { screenHandle } from "../../app/screen-handle.ts";
import { landerLoader } from "../../features/landers/index.ts";
import { MapPage } from "../../features/landers/map/map-page.tsx";

export const handle = screenHandle("lander");
export const loader = landerLoader("maplanding");

export function Component() {
  return <MapPage />;
}
