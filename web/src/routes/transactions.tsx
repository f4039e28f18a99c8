/** Screen: The transaction list or one transaction (/transactions/:id?). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("transactions");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
