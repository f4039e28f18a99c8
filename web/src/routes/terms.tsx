/** Screen: Information page: terms and conditions (/terms). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("terms");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
