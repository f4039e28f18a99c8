/**
 * Everything a mailed link proves (spec §4, §8): activation, password reset, e-mail change, reactivation
 * after deletion, and that notification mail may flow again. Each link is a single-use token whose hash
 * alone is stored.
 */
import { REACTIVATION_DAYS } from "@amora/contract/constants";
import { isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { InvalidationBus } from "../../lib/cache/invalidation-bus.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { hashSecretToken, newSecretToken } from "../../lib/secret-tokens.ts";
import type { AccountContext, AccountMailKind } from "./account-mailer.ts";
import { emailIssue, normaliseEmail, passwordIssue } from "./account-rules.ts";
import {
  consumeToken,
  deleteUserAndProfile,
  expireTokens,
  insertToken,
  insertTokenWithin,
  selectExpiredDeletions,
  selectToken,
  selectUser,
  selectUserByEmail,
  selectUserView,
  type TokenKind,
  type UserRow,
  updateProfile,
  updateUser,
} from "./accounts.queries.ts";
import { endMemberSessions } from "./sessions.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOKEN_TTL: Record<TokenKind, number> = {
  activation: 7 * DAY,
  password_reset: HOUR,
  mail_change: DAY,
  reactivation: REACTIVATION_DAYS * DAY,
  notifications_reenable: DAY,
  data_export: DAY,
  deletion: DAY,
};
/** Reset mails a member may ask for in a day (spec §8: "please try again tomorrow"). */
export const RESET_MAILS_PER_DAY = 3;
/** Links to turn notification mail back on a member may ask for in a day: each one is mail to an address
 * that may have bounced or complained, and senders are judged by how much of that they send. */
export const REENABLE_MAILS_PER_DAY = 3;

const linkPaths: Record<TokenKind, string> = {
  activation: "/api/activate.php",
  password_reset: "/reset-password/do",
  mail_change: "/mail-change/do",
  reactivation: "/api/reactivate.php",
  notifications_reenable: "/api/notifications-reenable.php",
  data_export: "/api/data-export-confirm.php",
  deletion: "/delete-account/confirm",
};
const mailKinds: Record<TokenKind, AccountMailKind> = {
  activation: "activation",
  password_reset: "password_reset",
  mail_change: "mail_change",
  reactivation: "account_deleted",
  notifications_reenable: "notifications_reenable",
  data_export: "data_export_confirm",
  deletion: "deletion_confirm",
};
/** Logged-out requests by mail (issue 17) an address may make per kind and day. */
export const LOGGED_OUT_MAILS_PER_DAY = 3;

function languageOf(user: UserRow): SupportedLocale {
  return isSupportedLocale(user.language) ? user.language : "en";
}

export function isInReactivationWindow(deletedAt: Date, now = Date.now()): boolean {
  return now - deletedAt.getTime() < REACTIVATION_DAYS * DAY;
}

/**
 * Makes a token and queues its mail to `to` (the account's address, or the new one of a mail change).
 * With `perDay`, the token is only written while the member has fewer of its kind in the last day, counted
 * atomically with the write; `refused` is thrown otherwise.
 */
async function mailLink(
  ctx: AccountContext,
  user: UserRow,
  kind: TokenKind,
  name: string,
  to = user.email,
  perDay?: { max: number; refused: () => AppError },
) {
  const { token, hash } = newSecretToken();
  const values = {
    idHash: hash,
    userId: user.id,
    kind,
    expiresAt: new Date(Date.now() + TOKEN_TTL[kind]),
    ...(kind === "mail_change" ? { email: to } : {}),
  };
  if (!perDay) await insertToken(ctx.db, values);
  else if (
    !(await insertTokenWithin(ctx.db, values, { since: new Date(Date.now() - DAY), max: perDay.max }))
  ) {
    throw perDay.refused();
  }
  const link = `${ctx.origin}${linkPaths[kind]}?token=${encodeURIComponent(token)}`;
  await ctx.mailer.queue(ctx.db, {
    site: ctx.site,
    to,
    name,
    language: languageOf(user),
    kind: mailKinds[kind],
    link,
  });
}

export async function issueActivation(ctx: AccountContext, user: UserRow, name?: string): Promise<void> {
  await mailLink(ctx, user, "activation", name ?? (await profileName(ctx.db, user)));
}

async function profileName(db: Db, user: UserRow): Promise<string> {
  return (await selectUserView(db, user.id))?.profile.name ?? "";
}

export async function resendActivation(ctx: AccountContext, user: UserRow): Promise<void> {
  if (user.status === "active") throw new AppError(409, "ALREADY_ACTIVE", "This account is already active.");
  await issueActivation(ctx, user);
}

/**
 * Where the activation link leads: true when the account is (now) active. `onActivated` runs once, when
 * this link made it active (the signup message is delivered then).
 */
export async function activate(
  db: Db,
  token: string,
  onActivated: (userId: number) => Promise<void> = async () => {},
): Promise<boolean> {
  const hash = hashSecretToken(token);
  const consumed = await consumeToken(db, hash, "activation");
  if (consumed) {
    await updateUser(db, consumed.userId, { status: "active" });
    await onActivated(consumed.userId);
    return true;
  }
  // A second click on the link of an account it already activated is no failure.
  const known = await selectToken(db, hash);
  if (!known?.usedAt || known.kind !== "activation") return false;
  return (await selectUser(db, known.userId))?.status === "active";
}

export async function requestPasswordReset(ctx: AccountContext, emailInput: string): Promise<void> {
  const user = await selectUserByEmail(ctx.db, ctx.site.id, normaliseEmail(emailInput));
  if (!user || user.deletedAt) throw new AppError(404, "EMAIL_NOT_FOUND", "E-mail address not found.");
  await mailLink(ctx, user, "password_reset", await profileName(ctx.db, user), user.email, {
    max: RESET_MAILS_PER_DAY,
    refused: () =>
      new AppError(
        429,
        "RESET_MAIL_LIMIT",
        "Too many password reset emails sent, please try again tomorrow.",
      ),
  });
}

function linkInvalid(): AppError {
  return new AppError(400, "LINK_INVALID", "Link expired or invalid, request a new email.");
}

/** Sets the new password, ends every session, and answers the member to log in again right away. */
export async function resetPassword(
  db: Db,
  bus: InvalidationBus,
  input: { token: string; password: string; password_confirmation: string },
): Promise<UserRow> {
  if (input.password !== input.password_confirmation) {
    throw invalidFields([{ field: "password_confirmation", code: "passwords_differ" }]);
  }
  const issue = passwordIssue(input.password);
  if (issue) throw invalidFields([{ field: "password", code: issue }]);
  const consumed = await consumeToken(db, hashSecretToken(input.token), "password_reset");
  if (!consumed) throw linkInvalid();
  const user = await selectUser(db, consumed.userId);
  if (!user || user.deletedAt) throw linkInvalid();
  // The mail was read, so the address is proven, and the lock served its purpose.
  await updateUser(db, user.id, {
    passwordHash: await hashPassword(input.password),
    status: "active",
    failedLogins: 0,
    lockedUntil: null,
  });
  await expireTokens(db, user.id, "password_reset");
  await endMemberSessions(db, bus, user.id);
  return user;
}

export async function requestMailChange(
  ctx: AccountContext,
  user: UserRow,
  emailInput: string,
): Promise<void> {
  const email = normaliseEmail(emailInput);
  const issue = emailIssue(email);
  if (issue) throw invalidFields([{ field: "email", code: issue }]);
  const existing = await selectUserByEmail(ctx.db, ctx.site.id, email);
  if (existing)
    throw invalidFields([
      { field: "email", code: existing.deletedAt ? "email_deleted_pending" : "email_taken" },
    ]);
  await mailLink(ctx, user, "mail_change", await profileName(ctx.db, user), email);
}

export async function confirmMailChange(db: Db, siteId: number, token: string): Promise<UserRow> {
  const consumed = await consumeToken(db, hashSecretToken(token), "mail_change");
  if (!consumed?.email) throw linkInvalid();
  const user = await selectUser(db, consumed.userId);
  if (!user || user.deletedAt || user.siteId !== siteId) throw linkInvalid();
  if (await selectUserByEmail(db, siteId, consumed.email)) {
    throw invalidFields([{ field: "email", code: "email_taken" }]);
  }
  // Reading the mail at the new address proves it, as activation would.
  await updateUser(db, user.id, { email: consumed.email, status: "active" });
  return { ...user, email: consumed.email };
}

export async function changePassword(
  db: Db,
  bus: InvalidationBus,
  user: UserRow,
  input: { old_password: string; password: string },
  keepSession: string,
): Promise<void> {
  if (!(await verifyPassword(input.old_password, user.passwordHash))) {
    throw invalidFields([{ field: "old_password", code: "old_password_wrong" }]);
  }
  const issue = passwordIssue(input.password);
  if (issue) throw invalidFields([{ field: "password", code: issue }]);
  await updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
  await endMemberSessions(db, bus, user.id, keepSession);
}

/** Deletion keeps the account for the reactivation window, hidden, and mails the way back (spec §4). */
export async function deleteAccount(
  ctx: AccountContext,
  bus: InvalidationBus,
  user: UserRow,
  input: { password: string; reason?: string | undefined },
): Promise<void> {
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw invalidFields([{ field: "password", code: "old_password_wrong" }]);
  }
  await markDeleted(ctx, bus, user, input.reason ?? null);
}

/**
 * The deletion itself, also the back office's (decision 037): hidden at once, every session ended, kept for
 * the reactivation window with its mailed way back, then purged. A ban outlives a reactivation.
 */
export async function markDeleted(
  ctx: AccountContext,
  bus: InvalidationBus,
  user: UserRow,
  reason: string | null,
): Promise<void> {
  await updateUser(ctx.db, user.id, { deletedAt: new Date(), deleteReason: reason });
  await updateProfile(ctx.db, user.profileId, { status: "disabled" });
  await endMemberSessions(ctx.db, bus, user.id);
  await mailLink(ctx, user, "reactivation", await profileName(ctx.db, user));
}

/**
 * The back office's forced reset (decision 037): the password stops working (a random one nobody knows),
 * every session ends, and the member gets the ordinary reset mail (its daily limit applies).
 */
export async function forcePasswordReset(
  ctx: AccountContext,
  bus: InvalidationBus,
  user: UserRow,
): Promise<void> {
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(newSecretToken().token) });
  await endMemberSessions(ctx.db, bus, user.id);
  await requestPasswordReset(ctx, user.email);
}

export async function reactivate(db: Db, token: string): Promise<boolean> {
  const consumed = await consumeToken(db, hashSecretToken(token), "reactivation");
  if (!consumed) return false;
  const user = await selectUser(db, consumed.userId);
  if (!user?.deletedAt || !isInReactivationWindow(user.deletedAt)) return false;
  await updateUser(db, user.id, { deletedAt: null, deleteReason: null });
  // A profile that staff keep hidden (ban, suspension, hiding) stays so (decision 037).
  const sanctioned = user.bannedAt || (user.suspendedUntil && user.suspendedUntil > new Date());
  if (!sanctioned && !user.hiddenByStaffAt) await updateProfile(db, user.profileId, { status: "active" });
  return true;
}

/**
 * Mails the link that turns notification mail back on (spec §4's disabled-notifications alert). It goes to
 * the account's address although its notifications are off: it is an account mail, and only a click on it
 * proves that the address receives mail again (after a bounce) and that its owner wants it (after a
 * complaint or an unsubscribe).
 */
export async function requestNotificationsReenable(ctx: AccountContext, user: UserRow): Promise<void> {
  if (user.notificationsDisabled.length === 0) {
    throw new AppError(409, "NOTIFICATIONS_NOT_DISABLED", "Notification e-mails are not turned off.");
  }
  await mailLink(ctx, user, "notifications_reenable", await profileName(ctx.db, user), user.email, {
    max: REENABLE_MAILS_PER_DAY,
    refused: () =>
      new AppError(
        429,
        "REENABLE_MAIL_LIMIT",
        "Too many e-mails to turn notifications back on, please try again tomorrow.",
      ),
  });
}

/** Where that link leads: true when the member's notification mail flows again. */
export async function reenableNotifications(db: Db, token: string): Promise<boolean> {
  const consumed = await consumeToken(db, hashSecretToken(token), "notifications_reenable");
  if (!consumed) return false;
  const user = await selectUser(db, consumed.userId);
  if (!user || user.deletedAt) return false;
  await updateUser(db, user.id, { notificationsDisabled: [] });
  return true;
}

/** What a logged-out member may ask for by mail, proving the address by a click on the link (issue 17). */
export type MailedRequestKind = "data_export" | "deletion";

/**
 * Mails the link of a logged-out request to the account with this address on this site. Whether there is
 * such an account is never told: the caller answers the same either way, and an unknown or deleted address,
 * or one that asked too often today, silently gets no mail.
 */
export async function requestLinkByMail(
  ctx: AccountContext,
  emailInput: string,
  kind: MailedRequestKind,
): Promise<void> {
  const email = normaliseEmail(emailInput);
  const issue = emailIssue(email);
  if (issue) throw invalidFields([{ field: "email", code: issue }]);
  const user = await selectUserByEmail(ctx.db, ctx.site.id, email);
  if (!user || user.deletedAt) return;
  try {
    await mailLink(ctx, user, kind, await profileName(ctx.db, user), user.email, {
      max: LOGGED_OUT_MAILS_PER_DAY,
      refused: () => new AppError(429, "RATE_LIMITED", "Too many requests for this address today."),
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === "RATE_LIMITED")) throw error;
  }
}

/** The account a mailed request's link proves, using the link up; null for a used, expired or unknown one. */
export async function consumeMailedRequest(
  db: Db,
  token: string,
  kind: MailedRequestKind,
): Promise<UserRow | null> {
  const consumed = await consumeToken(db, hashSecretToken(token), kind);
  if (!consumed) return null;
  const user = await selectUser(db, consumed.userId);
  return user && !user.deletedAt ? user : null;
}

/**
 * Deletion by a mailed link (issue 17): the same deletion as in the settings (hidden at once, reactivation
 * mail, purged after the window), proven by the link instead of the password.
 */
export async function deleteByMailedLink(
  ctx: AccountContext,
  bus: InvalidationBus,
  token: string,
  reason: string | undefined,
): Promise<UserRow> {
  const user = await consumeMailedRequest(ctx.db, token, "deletion");
  if (!user || user.siteId !== ctx.site.id) throw linkInvalid();
  await markDeleted(ctx, bus, user, reason ?? null);
  return user;
}

/** The account behind a mailed deletion link, or LINK_INVALID (used, expired, unknown, another site's). */
export async function deletionLinkAccount(db: Db, siteId: number, token: string): Promise<UserRow> {
  const user = await peekMailedRequest(db, token, "deletion");
  if (!user || user.siteId !== siteId) throw linkInvalid();
  return user;
}

/** Uses up a mailed deletion link without deleting (the member took the offer and stays). */
export async function dropDeletionLink(db: Db, token: string): Promise<void> {
  await consumeMailedRequest(db, token, "deletion");
}

/** The account behind a mailed request's link without using it up (the page before the confirmation). */
export async function peekMailedRequest(
  db: Db,
  token: string,
  kind: MailedRequestKind,
): Promise<UserRow | null> {
  const known = await selectToken(db, hashSecretToken(token));
  if (!known || known.kind !== kind || known.usedAt || known.expiresAt <= new Date()) return null;
  const user = await selectUser(db, known.userId);
  return user && !user.deletedAt ? user : null;
}

/** Removes accounts whose reactivation window has closed: after it they are gone for good. */
export async function purgeExpiredAccounts(db: Db, now = Date.now()): Promise<number> {
  const expired = await selectExpiredDeletions(db, new Date(now - REACTIVATION_DAYS * DAY));
  for (const account of expired) await deleteUserAndProfile(db, account.id, account.profileId);
  return expired.length;
}
