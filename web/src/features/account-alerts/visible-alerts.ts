/**
 * Which account alerts of spec §4 show in the warnings header, as one pure decision per alert:
 *
 * - activation: a logged-in member whose account is not confirmed or whose profile is disabled, while no
 *   notifications are disabled (that alert explains more); not on signup and settings (/notifications);
 * - photo: a logged-in member without a main photo who has not dismissed it; not on profile, signup,
 *   activate-done, premium, settings (/notifications) and direct debit;
 * - push: a logged-in member whose browser can take push and who neither subscribed nor dismissed it; not
 *   on signup, settings (/notifications), activate-done, direct debit and premium;
 * - notifications: some notifications are disabled and it was not dismissed; not on settings.
 *
 * Dismissals are kept on the server with their time. The activation reminder matters (members cannot reply
 * to an unconfirmed account), so its dismissal only snoozes it for a day.
 */
import type { User } from "@amora/contract/accounts";
import { routePatterns } from "../../app/paths.ts";

export type AccountAlert = "activation" | "photo" | "push" | "notifications";

/** The order they stack in, most important first. */
export const ALERT_ORDER: readonly AccountAlert[] = ["notifications", "activation", "photo", "push"];

export const ACTIVATION_SNOOZE_MS = 24 * 60 * 60 * 1000;

const p = routePatterns;
/**
 * "Signup" covers the whole signup: the form, completing it, and the first matches, which carry their own
 * call to confirm the e-mail address. "Settings" is the settings page, /notifications.
 */
const SIGNUP = [p.signup, p.completeSignup, p.signupMatches];
const HIDDEN_ON: Record<AccountAlert, ReadonlySet<string>> = {
  activation: new Set([...SIGNUP, p.notifications]),
  photo: new Set([p.profile, ...SIGNUP, p.activateDone, p.premium, p.notifications, p.directDebit]),
  push: new Set([...SIGNUP, p.notifications, p.activateDone, p.directDebit, p.premium]),
  notifications: new Set([p.notifications]),
};

export type AlertUser = Pick<User, "status" | "notifications_disabled" | "dismissed_alerts"> & {
  profile: Pick<User["profile"], "status" | "main_image">;
};

export interface AlertContext {
  user: AlertUser | null;
  pathname: string;
  /** Push state (spec §3): capable null while unknown; subscribed is a subscription, false, or 'denied'. */
  push: { isCapable: boolean | null; isSubscribed: PushSubscription | boolean | "denied" };
  now: number;
}

function normalise(pathname: string): string {
  return pathname.replace(/(.)\/+$/, "$1");
}

function dismissedAt(user: AlertUser, alert: AccountAlert): number | null {
  const value = user.dismissed_alerts[alert];
  if (value === undefined) return null;
  const time = Date.parse(value);
  // A stamp that does not parse still counts as dismissed, long ago.
  return Number.isNaN(time) ? 0 : time;
}

export function shouldShowAlert(alert: AccountAlert, context: AlertContext): boolean {
  const { user } = context;
  if (user === null || HIDDEN_ON[alert].has(normalise(context.pathname))) return false;
  const dismissed = dismissedAt(user, alert);

  switch (alert) {
    case "activation": {
      const needsActivation = user.status === "not_confirmed" || user.profile.status === "disabled";
      const isSnoozed = dismissed !== null && context.now - dismissed < ACTIVATION_SNOOZE_MS;
      return needsActivation && user.notifications_disabled.length === 0 && !isSnoozed;
    }
    case "photo":
      return user.profile.main_image === null && dismissed === null;
    case "push":
      return context.push.isCapable === true && context.push.isSubscribed === false && dismissed === null;
    case "notifications":
      return user.notifications_disabled.length > 0 && dismissed === null;
  }
}

export function visibleAlerts(context: AlertContext): AccountAlert[] {
  return ALERT_ORDER.filter((alert) => shouldShowAlert(alert, context));
}
