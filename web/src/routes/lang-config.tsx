/** Route /lang-config: choosing the interface language. */
import { screenHandle } from "../app/screen-handle.ts";
import { LangConfigPage } from "../features/info-pages/lang-config-page.tsx";

export const handle = screenHandle("langConfig");

export function Component() {
  return <LangConfigPage />;
}
