/** Screen: Repeating the last credit order (/credits/repeat-order). */
import { screenHandle } from "../app/screen-handle.ts";
import { RepeatOrderPage } from "../features/credits/repeat-order-page.tsx";

export const handle = screenHandle("creditsRepeatOrder");

export function Component() {
  return <RepeatOrderPage />;
}
