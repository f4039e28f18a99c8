/** Screen: Complaints (/complaints). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("complaints");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
