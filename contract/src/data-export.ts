/**
 * A member's data export (issue 17): GET/POST /api/data-export.php (the state, a new request), the
 * logged-out request by mail and the mailed download link. The archive is a zip of data.json, index.html
 * and the photos.
 */
import { z } from "zod";

/** One export per this many hours: building one reads every table about the member. */
export const EXPORT_INTERVAL_HOURS = 24;
/** How long the mailed download link works. */
export const EXPORT_LINK_DAYS = 7;

export const DATA_EXPORT_STATUSES = ["none", "preparing", "ready", "expired", "failed"] as const;

export const DataExportStateSchema = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  requested_at: z.iso.datetime().nullable(),
  /** Until when the mailed link works, while `ready`. */
  expires_at: z.iso.datetime().nullable(),
  /** When the member may ask again; null when they may now. */
  next_request_at: z.iso.datetime().nullable(),
});
export type DataExportState = z.infer<typeof DataExportStateSchema>;

/** Where the logged-out request's mailed link leads, after the server queued the export (or refused the link). */
export const DATA_EXPORT_CONFIRMED_PATH = "/data-export/confirmed";
