/** Screen: Information page: privacy policy (/privacy). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("privacy");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
