/** Screen: Information page: access ban (/ban). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("ban");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
