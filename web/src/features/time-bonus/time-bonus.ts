/**
 * The welcome time bonus of spec §4 and §9: a logged-in member who has not paid yet gets 25% off the first
 * credits for 14,400 s (4 hours) from signup_date. It is computed from the session user alone, so it
 * starts, ends at 0, ends when the member pays (paid_user from the periodic refresh) and ends at logout
 * (no user) without any state of its own; when the 4 hours have passed it never starts.
 */
import type { User } from "@amora/contract/accounts";
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import { paths } from "../../app/paths.ts";

export type TimeBonusUser = Pick<User, "paid_user" | "signup_date">;

/** Where the banner and the modals lead: the credits page fills the discount field in from `code`. */
export const TIME_BONUS_CREDITS_LINK = `${paths.credits}?${new URLSearchParams({ code: WELCOME_DISCOUNT.code })}`;

const VALID_MS = WELCOME_DISCOUNT.validSeconds * 1000;

/** When the bonus ends (epoch ms), or null when it cannot apply: logged out, paid, or no readable date. */
export function timeBonusEndsAt(user: TimeBonusUser | null): number | null {
  if (user === null || user.paid_user) return null;
  const signup = Date.parse(user.signup_date);
  return Number.isNaN(signup) ? null : signup + VALID_MS;
}

/**
 * Whole seconds left at `now`, rounded up so the last second shows as 00:00:01; null when the bonus does
 * not run (over, or not for this user). Capped at the full 4 hours: a device clock behind the server's
 * would otherwise show more time than the member has.
 */
export function timeBonusRemainingSeconds(user: TimeBonusUser | null, now: number): number | null {
  const endsAt = timeBonusEndsAt(user);
  if (endsAt === null) return null;
  const seconds = Math.ceil((endsAt - now) / 1000);
  return seconds > 0 ? Math.min(seconds, WELCOME_DISCOUNT.validSeconds) : null;
}

function split(seconds: number): [hours: number, minutes: number, seconds: number] {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
}

/** "hh:mm:ss", each part zero-padded: 14399 → "03:59:59", 5 → "00:00:05". */
export function formatCountdown(seconds: number): string {
  return split(seconds)
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
}

/** The same time as an ISO 8601 duration, for <time dateTime>: 14399 → "PT3H59M59S". */
export function countdownDuration(seconds: number): string {
  const [hours, minutes, rest] = split(seconds);
  return `PT${hours}H${minutes}M${rest}S`;
}
