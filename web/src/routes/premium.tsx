/** Screen: Premium packages (/premium). */
import { PHOTO_LIMIT_PREMIUM } from "@amora/contract/constants";
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("premium");

export function Component() {
  return <ScreenIntro page={handle.page} values={{ photoLimit: PHOTO_LIMIT_PREMIUM }} />;
}
