/**
 * The numbers behind "at the right moment, and not one time too many" (decision 033). One place, so the
 * dispatcher, the scheduled jobs and their tests agree.
 */

/** A message or like waits this long before it may notify: a member who is on the site sees it live. */
export const EVENT_DELAY_MS = 2 * 60_000;
/** At most one `new_messages` mail per conversation in this window; messages meanwhile join it (count). */
export const MESSAGE_WINDOW_MS = 60 * 60_000;
/** Notification mails per member in any 24 hours, across types (account mails do not count). */
export const DAILY_EMAIL_CAP = 6;
/** Quiet hours in the member's own time zone: mail waits until `end` (held, not dropped). */
export const QUIET_HOURS = { start: 22, end: 8 } as const;
/** The hour (member's time zone) the daily digest goes out, for members who chose it. */
export const DIGEST_HOUR = 19;
/** A held notification older than this is no longer news: it is skipped as stale. */
export const STALE_AFTER_MS = 36 * 60 * 60_000;
/** Unread messages this old bring a reminder (once per conversation). */
export const UNREAD_REMINDER_AFTER_MS = 24 * 60 * 60_000;
/** A tab whose node has not refreshed it for this long no longer counts as present (the node died). */
export const PRESENCE_FRESH_MS = 90_000;
/** Each node refreshes its open tabs' presence this often (well within PRESENCE_FRESH_MS). */
export const PRESENCE_REFRESH_MS = 30_000;
