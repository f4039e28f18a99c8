/** Screen: Settings (/notifications): e-mail, password, invisible mode, location, e-mail notifications, deletion. */
import { screenHandle } from "../app/screen-handle.ts";
import { SettingsPage } from "../features/account/settings/settings-page.tsx";

export const handle = screenHandle("notifications");

export function Component() {
  return <SettingsPage />;
}
