/**
 * The one notice the warnings header shows (issue 11: three stacked banners took half a phone's screen).
 * Of the account alerts due on this page and the welcome-discount banner, only the most important shows;
 * dismissing it (or it ending) lets the next one through. Order: what stops mail or messages reaching the
 * member first (disabled notifications, the unconfirmed e-mail address), then the discount, which runs out
 * within 4 hours, then the profile photo and push, which can wait.
 */
import type { AccountAlert } from "./visible-alerts.ts";

export type HeaderNotice = AccountAlert | "time_bonus";

export const NOTICE_ORDER: readonly HeaderNotice[] = [
  "notifications",
  "activation",
  "time_bonus",
  "photo",
  "push",
];

export function headerNotice(
  alerts: readonly AccountAlert[],
  showsBonusBanner: boolean,
): HeaderNotice | null {
  const due = (notice: HeaderNotice) =>
    notice === "time_bonus" ? showsBonusBanner : alerts.includes(notice);
  return NOTICE_ORDER.find(due) ?? null;
}
