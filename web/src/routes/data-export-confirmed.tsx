/** Screen: where the mailed link of a logged-out export request lands (/data-export/confirmed, issue 17). */
import { screenHandle } from "../app/screen-handle.ts";
import { DataExportConfirmedPage } from "../features/account/data-export-confirmed-page.tsx";

export const handle = screenHandle("dataExportConfirmed");

export function Component() {
  return <DataExportConfirmedPage />;
}
