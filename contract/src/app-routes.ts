/**
 * The web app's routes of spec §2, as path patterns. The server serves the app for these (history
 * fallback, status 200) and a 404 page for anything else; the web router is tested to cover them all.
 */

export const LANDER_NAMES = [
  "alonetonight",
  "collagelanding",
  "gallery",
  "iconslanding",
  "maplanding",
  "socialnetwork",
  "transitionsvideolanding",
  "video",
] as const;

export const INFO_PAGES = ["ban", "cookies", "faq", "privacy", "return-policy", "service", "terms"] as const;

/** The back office (contract/admin.ts): one route of the app, which routes its own screens below it. */
export const ADMIN_ROUTE = "/admin/*";

export const APP_ROUTES = [
  "/",
  "/likes",
  "/likes/:type",
  "/likes/m/:id",
  "/chats",
  "/chats/:id",
  "/members",
  "/members/:id",
  "/members/:id/chat",
  "/members/:id/landing",
  "/members/:id/signup",
  "/members/:id/landing2/:slug?",
  "/members/:id/landing3/:slug?",
  "/credits",
  "/credits/repeat-order",
  "/credits/:id/:paymentmethod?",
  "/directdebit",
  "/transactions/:id?",
  "/premium",
  "/pricing",
  "/profile",
  "/notifications",
  "/login",
  "/signup",
  "/complete-signup",
  "/signup-matches",
  "/reset-password",
  "/reset-password/do",
  "/activate/done",
  "/activate/error",
  "/mail-change/do",
  "/unsubscribe",
  "/notifications/reenabled",
  "/account-deleted",
  "/data-export",
  "/data-export/confirmed",
  "/delete-account",
  "/delete-account/confirm",
  "/appeal",
  "/complaints",
  "/match-finder",
  "/swipe-game",
  "/lang-config",
  "/landers/tinderswipe",
  ...LANDER_NAMES.map((name) => `/landers/${name}/:slug?`),
  ...INFO_PAGES.map((page) => `/${page}`),
  "/:token",
  ADMIN_ROUTE,
] as const;

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      if (!segment.startsWith(":")) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    })
    .join("");
  return new RegExp(`^${source || "/"}/?$`);
}

const matchers = APP_ROUTES.map(patternToRegExp);

/** Whether a pathname is one of the app's routes (a trailing slash is allowed). */
export function isAppRoute(pathname: string): boolean {
  return matchers.some((re) => re.test(pathname));
}
