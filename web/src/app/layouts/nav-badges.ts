/** The numbers on the member navigation (spec §2, §9): unread and new-like counts capped at "99+", and the low-credit badge. */
import { CREDIT_BADGE_THRESHOLD, UNREAD_BADGE_CAP } from "@amora/contract/constants";

/** The badge text for a count, "99+" above the cap; null when there is nothing to show. */
export function countBadgeText(count: number, cap: number = UNREAD_BADGE_CAP): string | null {
  if (count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}

export type CreditBadgeTone = "warning" | "danger";

/**
 * Paid members see their credits on the Credits link when they run low: 10 or fewer, in the warning colour
 * while some are left and in the danger colour at 0. Nobody else gets the badge.
 */
export function creditBadgeTone(user: { paid_user: boolean; credits: number }): CreditBadgeTone | null {
  if (!user.paid_user || user.credits > CREDIT_BADGE_THRESHOLD) return null;
  return user.credits > 0 ? "warning" : "danger";
}
