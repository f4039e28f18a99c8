/** Screen: Language configuration (/lang-config). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("langConfig");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
