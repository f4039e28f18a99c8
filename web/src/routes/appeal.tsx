/** Screen: where a decision mail's appeal link lands (/appeal, issue 17), no login needed. */
import { screenHandle } from "../app/screen-handle.ts";
import { AppealPage } from "../features/reports/appeal-page.tsx";

export const handle = screenHandle("appeal");

export function Component() {
  return <AppealPage />;
}
