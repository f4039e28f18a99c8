/**
 * Where the time bonus shows, and which of its two modals is due (spec §2 Modals, §4 Time bonus). Both
 * modals need a running bonus, and show only in the members area spec §2 names (members, members-id,
 * chats, likes, likes-m-id, premium): never over an info or legal page, a 404, a form or a conversation.
 * Each shows until dismissed, and never over another dialog (the signup modal's "Welcome, …" step):
 *
 * - welcome_bonus: first, as soon as the member is in the members area, to explain the discount;
 * - time_bonus: spec §4's reminder, only for a member with 0 credits, only once the welcome modal is
 *   dismissed, and 40 s after the wait began: on first entering the members area, or on closing the welcome
 *   modal there, so two offers never follow each other within 40 s.
 *
 * The credits and payment pages get no banner either: the member is buying already, and the credits page
 * shows its own countdown (ux.md).
 */
import type { User } from "@amora/contract/accounts";
import { TIME_BONUS_MODAL_DELAY_MS } from "@amora/contract/constants";
import { matchPath } from "react-router";
import { routePatterns } from "../../app/paths.ts";
import type { DismissibleAlert } from "../account/index.ts";
import { timeBonusRemainingSeconds } from "./time-bonus.ts";

export type BonusModal = Extract<DismissibleAlert, "welcome_bonus" | "time_bonus">;

const p = routePatterns;
const BUYING = [p.credits, p.creditsRepeatOrder, p.creditsPayment, p.directDebit];
/** Spec §2's members area, by route: members, members-id, chats, likes, likes-m-id, premium. */
const MEMBERS_AREA = [p.members, p.member, p.chats, p.likes, p.likedMember, p.premium];

function isOn(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Whether the page is in the members area, where the modals may show. */
export function isInMembersArea(pathname: string): boolean {
  return isOn(MEMBERS_AREA, pathname);
}

/** Whether the members-area banner belongs on this page (it needs a running bonus as well). */
export function showsBannerOn(pathname: string): boolean {
  return !isOn(BUYING, pathname);
}

export type BonusModalUser = Pick<User, "paid_user" | "signup_date" | "credits" | "dismissed_alerts">;

export interface BonusModalContext {
  user: BonusModalUser | null;
  now: number;
  pathname: string;
  /**
   * When the wait for the time-bonus modal began: first entering the members area, or closing the welcome
   * modal; null while the member has not been in the members area yet.
   */
  waitingSince: number | null;
  /** Another dialog is open (the signup modal's last step): an offer never stacks on it. */
  dialogOpen?: boolean;
  /** Modals closed during this visit: they stay closed even when storing the dismissal failed. */
  closed: ReadonlySet<BonusModal>;
}

export function dueBonusModal(context: BonusModalContext): BonusModal | null {
  const { user } = context;
  if (user === null || timeBonusRemainingSeconds(user, context.now) === null) return null;
  if (!isInMembersArea(context.pathname) || context.dialogOpen) return null;
  const isPending = (modal: BonusModal) =>
    user.dismissed_alerts[modal] === undefined && !context.closed.has(modal);

  if (isPending("welcome_bonus")) return "welcome_bonus";
  const hasWaited =
    context.waitingSince !== null && context.now - context.waitingSince >= TIME_BONUS_MODAL_DELAY_MS;
  return isPending("time_bonus") && user.credits === 0 && hasWaited ? "time_bonus" : null;
}
