/**
 * The writes that stop notification mail: one type switched off (an unsubscribe link), a reason in
 * notifications_disabled (everything stops: unsubscribe from all, a bounce, a spam complaint), and the
 * mail-provider events already handled. Each write is idempotent: doing it twice leaves the row as once.
 */
import type { NotificationType } from "@amora/contract/accounts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailWebhookEvents, sites, users } from "../../db/schema.ts";

export type DisabledReason = "bounce" | "spam_complaint" | "unsubscribe";

/** Adds `value` to a text[] column unless it is there already. */
function withItem(
  column: typeof users.emailNotificationsOff | typeof users.notificationsDisabled,
  value: string,
) {
  return sql`case when ${value} = any(${column}) then ${column} else array_append(${column}, ${value}::text) end`;
}

/** False when there is no such member (any more). */
export async function switchEmailTypeOff(db: Db, userId: number, type: NotificationType): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailNotificationsOff: withItem(users.emailNotificationsOff, type) })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function addDisabledReasonForUser(
  db: Db,
  userId: number,
  reason: DisabledReason,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ notificationsDisabled: withItem(users.notificationsDisabled, reason) })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Every account with this address (e-mails are unique per site, not across sites), or only the one of the
 * site whose domain is given. Answers how many accounts it touched.
 */
export async function addDisabledReasonForAddress(
  db: Db,
  address: { email: string; siteDomain?: string | undefined },
  reason: DisabledReason,
): Promise<number> {
  const sameAddress = sql`lower(${users.email}) = lower(${address.email})`;
  const onSite =
    address.siteDomain === undefined
      ? undefined
      : sql`${users.siteId} in (select ${sites.id} from ${sites} where ${sites.domain} = lower(${address.siteDomain}))`;
  const rows = await db
    .update(users)
    .set({ notificationsDisabled: withItem(users.notificationsDisabled, reason) })
    .where(and(sameAddress, onSite))
    .returning({ id: users.id });
  return rows.length;
}

/** True the first time an event id is seen; false for a replay (the caller then does nothing). */
export async function claimMailWebhookEvent(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .insert(mailWebhookEvents)
    .values({ id })
    .onConflictDoNothing()
    .returning({ id: mailWebhookEvents.id });
  return rows.length > 0;
}
