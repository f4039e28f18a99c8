/** Screen: Credit purchase (/credits). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("credits");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
