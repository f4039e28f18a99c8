/**
 * The monthly spending summary (issue 17 item 5, decision 051): early each calendar month (UTC), every
 * member who completed a purchase in the month before gets one row `spending:<that month>` carrying that
 * month's figures, the month before and their limits, from spending-limits (the transactions page's own
 * numbers). The job runs every round of the scheduler all month long: a node that was down catches up, and
 * members already queued are not looked at again.
 */
import type { Db } from "../../db/client.ts";
import { buyersIn, monthReport, monthStart } from "../spending-limits/spending-limits.service.ts";
import { insertOnce, listedCandidates, spendingSummaryMembers } from "./schedule.queries.ts";

/** Members worked out per statement: each costs two small reads. */
const BATCH = 200;

/** `2026-10` on any day of November 2026 (UTC). */
export function previousMonth(now: Date): string {
  return monthStart(now.toISOString().slice(0, 7), -1).toISOString().slice(0, 7);
}

export async function queueSpendingSummaries(db: Db, now: Date, batch = BATCH): Promise<number> {
  const month = previousMonth(now);
  const dedupeKey = `spending:${month}`;
  const buyers = buyersIn(monthStart(month), monthStart(month, 1));
  let after = 0;
  let queued = 0;
  for (;;) {
    const ids = await spendingSummaryMembers(db, dedupeKey, buyers, after, batch);
    if (ids.length === 0) return queued;
    const rows = [];
    for (const userId of ids) {
      rows.push({
        user_id: userId,
        type: "spending_summary",
        dedupe_key: dedupeKey,
        payload: await monthReport(db, userId, month, now),
      });
    }
    queued += await insertOnce(db, listedCandidates(rows), now);
    if (ids.length < batch) return queued;
    after = ids[ids.length - 1] ?? after;
  }
}
