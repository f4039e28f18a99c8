/** Business constants of spec §9, shared by server and web so both enforce the same numbers. */

export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
export const FREE_CONVERSATION_LIMIT = 2;
export const REACTIVATION_DAYS = 14;
export const SWIPE_LIKES_PER_DAY = 4;

export const WELCOME_DISCOUNT = {
  code: "TIMEBONUS25",
  percentage: 25,
  validSeconds: 14_400,
  tickMs: 1_000,
} as const;

export const UNREAD_BADGE_CAP = 99;
export const CREDIT_BADGE_THRESHOLD = 10;

export const USER_REFRESH_MS = 60_000;
export const USER_REFRESH_PUSH_MS = 300_000;
export const USER_REFRESH_START_MS = 5_000;
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const HTTP_RETRIES = 5;
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_DAYS = 365;
export const AUTH_COOKIE_DAYS = 30;
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;
export const IDLE_PREFETCH_TIMEOUT_MS = 2_000;
export const DATA_FETCH_DELAY_MS = 200;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5_000;

/** Terms version date: this default, or the company's added date when that is later. */
export const TERMS_VERSION_DEFAULT = "2023-12-01T12:00:00Z";

export const DEFAULT_MIN_AGE = 18;

/** The header every user.php call and every state-changing call carries (spec §7); doubles as CSRF proof. */
export const REQUEST_TYPE_HEADER = "x-request-type";
export const REQUEST_TYPE_CLIENT = "client";

/** Niche 1–7 chooses a landing slug prefix (spec §9); niche 1 has none. */
export const NICHE_SLUG_PREFIXES = ["", "she", "bdsm", "bbw", "gilf", "milf", "gay"] as const;

/** The ad traffic's tracking parameters a signup carries (accounts.ts TrackingSchema); a visitor's first page reads them. */
export const TRACKING_KEYS = ["network", "ref", "sub1", "sub2", "sub3"] as const;

/** Where a lander's bounce beacon goes (lander-variants.ts has its body; the browser entry sends it, zod-free). */
export const LANDER_BOUNCE_PATH = "/api/lander-bounce.php";

/** Spec §4: `?t=<seconds>` in a page's URL asks for the like modal (web/src/features/likes/like-modal-host.tsx). */
export const LIKE_MODAL_PARAM = "t";
