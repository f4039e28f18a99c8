/** Screen: Information page: returns and refunds (/return-policy). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("returnPolicy");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
