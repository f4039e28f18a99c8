/** Screen: The member's own profile (/profile). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("profile");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
