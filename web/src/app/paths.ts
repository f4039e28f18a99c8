/**
 * The app's URLs. `routePatterns` are the route paths of spec §2 the router is built from (tested against
 * the contract's APP_ROUTES); `paths` builds links to them, so no screen writes a URL by hand.
 */
import type { INFO_PAGES, LANDER_NAMES } from "@amora/contract/app-routes";
import { generatePath } from "react-router";

export type LanderName = (typeof LANDER_NAMES)[number];
export type InfoPage = (typeof INFO_PAGES)[number];
export type LikesTab = "received" | "sent" | "matches";

export const routePatterns = {
  home: "/",
  likes: "/likes",
  likesType: "/likes/:type",
  likedMember: "/likes/m/:id",
  chats: "/chats",
  chat: "/chats/:id",
  members: "/members",
  member: "/members/:id",
  memberChat: "/members/:id/chat",
  memberLanding: "/members/:id/landing",
  memberSignup: "/members/:id/signup",
  memberLanding2: "/members/:id/landing2/:slug?",
  memberLanding3: "/members/:id/landing3/:slug?",
  credits: "/credits",
  creditsRepeatOrder: "/credits/repeat-order",
  creditsPayment: "/credits/:id/:paymentmethod?",
  directDebit: "/directdebit",
  transactions: "/transactions/:id?",
  premium: "/premium",
  pricing: "/pricing",
  profile: "/profile",
  notifications: "/notifications",
  login: "/login",
  signup: "/signup",
  completeSignup: "/complete-signup",
  signupMatches: "/signup-matches",
  resetPassword: "/reset-password",
  resetPasswordDo: "/reset-password/do",
  activateDone: "/activate/done",
  activateError: "/activate/error",
  mailChangeDo: "/mail-change/do",
  unsubscribe: "/unsubscribe",
  notificationsReenabled: "/notifications/reenabled",
  accountDeleted: "/account-deleted",
  dataExport: "/data-export",
  dataExportConfirmed: "/data-export/confirmed",
  deleteAccount: "/delete-account",
  deleteAccountConfirm: "/delete-account/confirm",
  appeal: "/appeal",
  complaints: "/complaints",
  matchFinder: "/match-finder",
  swipeGame: "/swipe-game",
  langConfig: "/lang-config",
  tinderswipe: "/landers/tinderswipe",
  /** Built for links only: the router has one route per name in LANDER_NAMES. */
  lander: "/landers/:name/:slug?",
  token: "/:token",
} as const;

const p = routePatterns;
const id = (value: number | string) => String(value);

export const paths = {
  home: p.home,
  likes: (tab?: LikesTab) => (tab ? generatePath(p.likesType, { type: tab }) : p.likes),
  likedMember: (memberId: number) => generatePath(p.likedMember, { id: id(memberId) }),
  chats: p.chats,
  chat: (conversationId: number) => generatePath(p.chat, { id: id(conversationId) }),
  members: p.members,
  member: (memberId: number) => generatePath(p.member, { id: id(memberId) }),
  memberChat: (memberId: number) => generatePath(p.memberChat, { id: id(memberId) }),
  memberLanding: (memberId: number) => generatePath(p.memberLanding, { id: id(memberId) }),
  memberSignup: (memberId: number) => generatePath(p.memberSignup, { id: id(memberId) }),
  memberLanding2: (memberId: number, slug?: string) =>
    generatePath(p.memberLanding2, { id: id(memberId), slug }),
  memberLanding3: (memberId: number, slug?: string) =>
    generatePath(p.memberLanding3, { id: id(memberId), slug }),
  credits: p.credits,
  creditsRepeatOrder: p.creditsRepeatOrder,
  creditsPayment: (bundleId: number, method?: string) =>
    generatePath(p.creditsPayment, { id: id(bundleId), paymentmethod: method }),
  directDebit: p.directDebit,
  /** A payment's page goes by its public id (a string that cannot be guessed), the list by none. */
  transactions: (paymentId?: string) => generatePath(p.transactions, { id: paymentId }),
  premium: p.premium,
  pricing: p.pricing,
  profile: p.profile,
  notifications: p.notifications,
  login: p.login,
  signup: p.signup,
  completeSignup: p.completeSignup,
  signupMatches: p.signupMatches,
  resetPassword: p.resetPassword,
  resetPasswordDo: p.resetPasswordDo,
  activateDone: p.activateDone,
  activateError: p.activateError,
  mailChangeDo: p.mailChangeDo,
  unsubscribe: p.unsubscribe,
  notificationsReenabled: p.notificationsReenabled,
  accountDeleted: p.accountDeleted,
  dataExport: p.dataExport,
  dataExportConfirmed: p.dataExportConfirmed,
  deleteAccount: p.deleteAccount,
  deleteAccountConfirm: p.deleteAccountConfirm,
  appeal: p.appeal,
  complaints: p.complaints,
  matchFinder: p.matchFinder,
  swipeGame: p.swipeGame,
  langConfig: p.langConfig,
  tinderswipe: p.tinderswipe,
  lander: (name: LanderName, slug?: string) => generatePath(p.lander, { name, slug }),
  infoPage: (page: InfoPage) => `/${page}`,
  token: (token: string) => generatePath(p.token, { token }),
} as const;

/**
 * Route ids are the keys of routePatterns, so rules can name routes; an information page's route is named
 * after the page, a lander's `lander-<name>`.
 */
export type RouteId = Exclude<keyof typeof routePatterns, "lander"> | InfoPage | `lander-${LanderName}`;
