/**
 * Everything the product keeps in a member's or visitor's browser: cookies, local and session storage, and
 * the service worker's caches. The cookie page (`/cookies`) renders its table from this list, and a test
 * reads the code for every cookie name and storage key it writes and fails when one is missing here, so the
 * page cannot drift from what the product does (issue 16). Purposes are catalogue keys (`pages:storage.*`).
 *
 * `necessary` needs no consent (ePrivacy art. 5(3): strictly necessary for the service the member asked
 * for, or a choice the member made); anything else is written only after the visitor accepted it in the
 * consent banner, whose answer is itself kept in the `consent` cookie.
 */

export type BrowserStorageKind = "cookie" | "localStorage" | "sessionStorage" | "cache";
export type BrowserStorageCategory = "necessary" | "statistics";

export interface BrowserStorageEntry {
  /** The cookie's name, the storage key, or the cache name (a trailing `*` stands for a suffix). */
  name: string;
  kind: BrowserStorageKind;
  category: BrowserStorageCategory;
  /** Days it is kept; "session" until the browser (tab) closes; "persistent" until the app replaces it. */
  lifetime: number | "session" | "persistent";
  /** The catalogue key of its purpose under `pages:storage.` (e.g. "session" → pages:storage.session). */
  purpose: string;
  /** Set only on the back office (staff). */
  staffOnly?: boolean;
}

/** The visitor's answer in the consent banner: "all" or "necessary". */
export const CONSENT_COOKIE = "consent";
export const CONSENT_COOKIE_DAYS = 365;
/** The lander variant a visitor was given, so a return visit shows the same one (with consent only). */
export const LANDER_VARIANT_COOKIE = "lv";
export const LANDER_VARIANT_COOKIE_DAYS = 90;

export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  { name: "sid", kind: "cookie", category: "necessary", lifetime: 30, purpose: "session" },
  { name: "lang", kind: "cookie", category: "necessary", lifetime: 365, purpose: "language" },
  {
    name: CONSENT_COOKIE,
    kind: "cookie",
    category: "necessary",
    lifetime: CONSENT_COOKIE_DAYS,
    purpose: "consent",
  },
  {
    name: LANDER_VARIANT_COOKIE,
    kind: "cookie",
    category: "statistics",
    lifetime: LANDER_VARIANT_COOKIE_DAYS,
    purpose: "landerVariant",
  },
  {
    name: "staff_sid",
    kind: "cookie",
    category: "necessary",
    lifetime: "session",
    purpose: "staffSession",
    staffOnly: true,
  },
  {
    name: "admin-language",
    kind: "localStorage",
    category: "necessary",
    lifetime: "persistent",
    purpose: "adminLanguage",
    staffOnly: true,
  },
  {
    name: "site-entry-warning-dismissed",
    kind: "localStorage",
    category: "necessary",
    lifetime: "persistent",
    purpose: "entryWarning",
  },
  {
    name: "tracking",
    kind: "sessionStorage",
    category: "necessary",
    lifetime: "session",
    purpose: "tracking",
  },
  {
    name: "chat-draft:*",
    kind: "sessionStorage",
    category: "necessary",
    lifetime: "session",
    purpose: "chatDraft",
  },
  {
    name: "credits-return",
    kind: "sessionStorage",
    category: "necessary",
    lifetime: "session",
    purpose: "creditsReturn",
  },
  {
    name: "chunk-reload-at",
    kind: "sessionStorage",
    category: "necessary",
    lifetime: "session",
    purpose: "chunkReload",
  },
  {
    name: "amora.live.last_event_id.*",
    kind: "sessionStorage",
    category: "necessary",
    lifetime: "session",
    purpose: "liveEvents",
  },
  { name: "amora-*", kind: "cache", category: "necessary", lifetime: "persistent", purpose: "offline" },
];
