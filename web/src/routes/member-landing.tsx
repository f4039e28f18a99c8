/** Screen: A member's landing page and its variants (/members/:id/landing, landing2, landing3). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("memberLanding");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
