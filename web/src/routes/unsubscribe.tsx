/** Screen: Unsubscribing from a notification mail's link (/unsubscribe?token=…). */
import { screenHandle } from "../app/screen-handle.ts";
import { UnsubscribePage } from "../features/unsubscribe/index.ts";

export const handle = screenHandle("unsubscribe");

export function Component() {
  return <UnsubscribePage />;
}
