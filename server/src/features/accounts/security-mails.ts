/**
 * Mails about the account's own safety, to the member whatever their notification switches: a sign-in from
 * a new device (decision 047) and changes of two-step sign-in (decision 052). Each says what happened and
 * leads to the settings' section where it can be undone.
 */
import { isSupportedLocale } from "@amora/contract/locales";
import type { AccountContext, AccountMailKind } from "./account-mailer.ts";
import { selectUserView, type UserRow } from "./accounts.queries.ts";

export type SecurityMailKind = Extract<
  AccountMailKind,
  "new_sign_in" | "two_step_on" | "two_step_off" | "two_step_locked"
>;

/** The settings' section each mail leads to. */
const SECTION: Record<SecurityMailKind, string> = {
  new_sign_in: "settings-sessions",
  two_step_on: "settings-two-step",
  two_step_off: "settings-two-step",
  two_step_locked: "settings-password",
};

export async function queueSecurityMail(
  ctx: AccountContext,
  user: UserRow,
  kind: SecurityMailKind,
  details?: Record<string, string>,
): Promise<void> {
  await ctx.mailer.queue(ctx.db, {
    site: ctx.site,
    to: user.email,
    name: (await selectUserView(ctx.db, user.id))?.profile.name ?? "",
    language: isSupportedLocale(user.language) ? user.language : "en",
    kind,
    link: `${ctx.origin}/notifications#${SECTION[kind]}`,
    details,
  });
}
