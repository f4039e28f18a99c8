/** Screen: Complaints (/complaints): how complaints are handled, who we are, and the complaint form. */
import { screenHandle } from "../app/screen-handle.ts";
import { ComplaintsPage } from "../features/complaints/complaints-page.tsx";

export const handle = screenHandle("complaints");

export function Component() {
  return <ComplaintsPage />;
}
