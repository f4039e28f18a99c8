/**
 * Every route of spec §2, each screen lazy loaded, grouped under the layout it uses:
 *
 * - default: home, likes, members and profiles, credits and payments, premium, pricing, own profile,
 *   notifications, login, signup and its steps, the password-reset request, account deleted, the logged-out data export and
 *   deletion requests (/data-export, /delete-account), complaints,
 *   match finder, swipe game, language, the information pages, and the 404 page;
 * - chat: the chat list, a conversation, and starting a chat from a profile (/members/:id/chat);
 * - lander (logo-only navbar): /landers/*, a member's landing variants and signup entry
 *   (/members/:id/landing, landing2, landing3, signup), which are where ad traffic lands;
 * - empty: the one-step pages opened from e-mail links (/activate/done, /activate/error,
 *   /reset-password/do, /mail-change/do, /unsubscribe, /notifications/reenabled, /data-export/confirmed,
 *   /delete-account/confirm, /appeal).
 *
 * Below each layout a PageFrame route sets the title and catches errors, so error pages keep the layout.
 *
 * The back office (/admin/*, web/src/admin) is one lazy route beside the root: it does not run the
 * members' root loader (site settings, member session) nor get their layouts, and its code is one chunk
 * that members never load.
 */
import { ADMIN_ROUTE, INFO_PAGES, LANDER_NAMES } from "@amora/contract/app-routes";
import type { BootData } from "@amora/contract/boot-data";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from "react-router";
import { BootScreen } from "../components/boot-screen.tsx";
import { notFound } from "./errors/not-found.ts";
import { RootErrorBoundary, RouteErrorBoundary } from "./errors/route-error-boundary.tsx";
import { loadMatchedRoutes } from "./matched-routes.ts";
import { type InfoPage, routePatterns } from "./paths.ts";
import { createSiteLoader, Root } from "./root.tsx";

type LazyScreen = NonNullable<RouteObject["lazy"]>;

function screen(id: keyof typeof routePatterns, lazy: LazyScreen): RouteObject {
  return { id, path: routePatterns[id], lazy };
}

const pageFrame = async () => (await import("./page-frame.tsx")).PageFrame;

/**
 * Layouts (and the page frame) are chunks too: on the first visit they load alongside the root loader, so
 * they cost no extra wait. The error boundary is not lazy: it must work when chunks cannot load.
 */
function layout(Component: () => Promise<ComponentType>, screens: RouteObject[]): RouteObject {
  return {
    lazy: { Component },
    children: [{ lazy: { Component: pageFrame }, ErrorBoundary: RouteErrorBoundary, children: screens }],
  };
}

/** An information page (routes/info-page.tsx): a fixed one, or the `/{token}` pages (null). */
function infoPage(page: InfoPage | null): LazyScreen {
  return async () => (await import("../routes/info-page.tsx")).infoPageRoute(page);
}

/**
 * The landers that have a route module of their own (routes/landers/<name>.tsx: its loader, handle and
 * screen), each a chunk of its own; the others are still intro screens.
 */
const landerModules: Record<(typeof LANDER_NAMES)[number], LazyScreen> = {
  alonetonight: () => import("../routes/landers/alonetonight.tsx"),
  collagelanding: () => import("../routes/landers/collagelanding.tsx"),
  gallery: () => import("../routes/landers/gallery.tsx"),
  iconslanding: () => import("../routes/landers/iconslanding.tsx"),
  maplanding: () => import("../routes/landers/maplanding.tsx"),
  socialnetwork: () => import("../routes/landers/socialnetwork.tsx"),
  transitionsvideolanding: () => import("../routes/landers/transitionsvideolanding.tsx"),
  video: () => import("../routes/landers/video.tsx"),
};

const likes: LazyScreen = () => import("../routes/likes.tsx");
const memberLanding: LazyScreen = () => import("../routes/member-landing.tsx");

/** The information pages that show more than their text. */
const pageWithExtras: Partial<Record<InfoPage, LazyScreen>> = {
  service: () => import("../routes/service.tsx"),
  cookies: () => import("../routes/cookies.tsx"),
};

const defaultScreens: RouteObject[] = [
  screen("home", () => import("../routes/home.tsx")),
  screen("likes", likes),
  screen("likesType", likes),
  screen("likedMember", () => import("../routes/liked-member.tsx")),
  screen("members", () => import("../routes/members.tsx")),
  screen("member", () => import("../routes/member.tsx")),
  screen("credits", () => import("../routes/credits.tsx")),
  screen("creditsRepeatOrder", () => import("../routes/credits-repeat-order.tsx")),
  screen("creditsPayment", () => import("../routes/credits-payment.tsx")),
  screen("directDebit", () => import("../routes/direct-debit.tsx")),
  screen("transactions", () => import("../routes/transactions.tsx")),
  screen("premium", () => import("../routes/premium.tsx")),
  screen("pricing", () => import("../routes/pricing.tsx")),
  screen("profile", () => import("../routes/profile.tsx")),
  screen("notifications", () => import("../routes/notifications.tsx")),
  screen("login", () => import("../routes/login.tsx")),
  screen("signup", () => import("../routes/signup.tsx")),
  screen("completeSignup", () => import("../routes/complete-signup.tsx")),
  screen("signupMatches", () => import("../routes/signup-matches.tsx")),
  screen("resetPassword", () => import("../routes/reset-password.tsx")),
  screen("accountDeleted", () => import("../routes/account-deleted.tsx")),
  screen("dataExport", () => import("../routes/data-export.tsx")),
  screen("deleteAccount", () => import("../routes/delete-account.tsx")),
  screen("complaints", () => import("../routes/complaints.tsx")),
  screen("matchFinder", () => import("../routes/match-finder.tsx")),
  screen("swipeGame", () => import("../routes/swipe-game.tsx")),
  screen("langConfig", () => import("../routes/lang-config.tsx")),
  ...INFO_PAGES.map(
    (page): RouteObject => ({
      id: page,
      path: `/${page}`,
      // /service has the contact form below its text, /cookies the visitor's consent answer.
      lazy: pageWithExtras[page] ?? infoPage(page),
    }),
  ),
  // Any other single segment is an information page's token (spec §2); longer unknown paths are 404.
  screen("token", infoPage(null)),
  { id: "not-found", path: "*", loader: notFound },
];

const chatScreens: RouteObject[] = [
  screen("chats", () => import("../routes/chats.tsx")),
  screen("chat", () => import("../routes/conversation.tsx")),
  screen("memberChat", () => import("../routes/member-chat.tsx")),
];

const landerScreens: RouteObject[] = [
  screen("tinderswipe", () => import("../routes/landers/tinderswipe.tsx")),
  // One route per lander of spec §2, so another name falls through to the 404 page.
  ...LANDER_NAMES.map(
    (name): RouteObject => ({
      id: `lander-${name}`,
      path: `/landers/${name}/:slug?`,
      lazy: landerModules[name],
    }),
  ),
  screen("memberLanding", memberLanding),
  screen("memberLanding2", memberLanding),
  screen("memberLanding3", memberLanding),
  screen("memberSignup", () => import("../routes/member-signup.tsx")),
];

const emptyScreens: RouteObject[] = [
  screen("resetPasswordDo", () => import("../routes/reset-password-do.tsx")),
  screen("activateDone", () => import("../routes/activate-done.tsx")),
  screen("activateError", () => import("../routes/activate-error.tsx")),
  screen("mailChangeDo", () => import("../routes/mail-change-do.tsx")),
  screen("unsubscribe", () => import("../routes/unsubscribe.tsx")),
  screen("notificationsReenabled", () => import("../routes/notifications-reenabled.tsx")),
  screen("dataExportConfirmed", () => import("../routes/data-export-confirmed.tsx")),
  screen("deleteAccountConfirm", () => import("../routes/delete-account-confirm.tsx")),
  screen("appeal", () => import("../routes/appeal.tsx")),
];

/** The route tree; the root loader is a parameter so tests can render routes without a server. */
export function createAppRoutes(rootLoader: LoaderFunction): RouteObject[] {
  return [
    {
      id: "root",
      loader: rootLoader,
      // Settings and language load once; navigating must not run the root loader again.
      shouldRevalidate: () => false,
      Component: Root,
      HydrateFallback: BootScreen,
      ErrorBoundary: RootErrorBoundary,
      children: [
        layout(async () => (await import("./layouts/default-layout.tsx")).DefaultLayout, defaultScreens),
        layout(async () => (await import("./layouts/chat-layout.tsx")).ChatLayout, chatScreens),
        layout(async () => (await import("./layouts/lander-layout.tsx")).LanderLayout, landerScreens),
        layout(async () => (await import("./layouts/empty-layout.tsx")).EmptyLayout, emptyScreens),
      ],
    },
    {
      id: "admin",
      path: ADMIN_ROUTE,
      lazy: () => import("../admin/admin-app.tsx"),
      HydrateFallback: BootScreen,
      ErrorBoundary: RootErrorBoundary,
    },
  ];
}

export function createAppRouter(queryClient: QueryClient, boot: BootData | null = null) {
  return createBrowserRouter(createAppRoutes(createSiteLoader(queryClient, boot)));
}

/**
 * The router of a server-rendered page: the server's loader data, and the matched screens' code loaded
 * before it starts, so its first render is the server's HTML (entry-server.tsx).
 */
export async function createHydratingRouter(queryClient: QueryClient, boot: BootData) {
  const routes = createAppRoutes(createSiteLoader(queryClient, boot));
  await loadMatchedRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes, { hydrationData: boot.router as HydrationState });
}
