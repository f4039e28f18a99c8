/** Screen: A liked member (/likes/m/:id). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("likedMember");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
