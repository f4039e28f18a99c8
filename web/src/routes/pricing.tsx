/** Screen: Pricing (/pricing). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("pricing");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
