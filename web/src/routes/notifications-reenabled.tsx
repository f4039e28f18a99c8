/** Screen: Notification e-mails turned back on from the mailed link (/notifications/reenabled). */
import { screenHandle } from "../app/screen-handle.ts";
import { ReenabledPage } from "../features/unsubscribe/index.ts";

export const handle = screenHandle("notificationsReenabled");

export function Component() {
  return <ReenabledPage />;
}
