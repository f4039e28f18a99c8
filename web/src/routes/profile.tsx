/** Screen: The member's own profile (/profile). */
import { screenHandle } from "../app/screen-handle.ts";
import { MyProfilePage } from "../features/my-profile/my-profile-page.tsx";

export const handle = screenHandle("profile");

export function Component() {
  return <MyProfilePage />;
}
