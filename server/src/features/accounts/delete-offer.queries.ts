/** SQL of the deletion offer (issue 17): answering it once, and the member's own discount code it gives. */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { discountCodes, users } from "../../db/schema.ts";

/** Marks the offer answered; false when it already was (a second tab, a replay), so it is answered once. */
export async function markDeleteOfferAnswered(db: Db, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deleteOfferAnsweredAt: at })
    .where(and(eq(users.id, userId), isNull(users.deleteOfferAnsweredAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function insertPersonalDiscountCode(
  db: Db,
  values: { code: string; siteId: number; userId: number; percentage: number; expiresAt: Date },
): Promise<void> {
  await db.insert(discountCodes).values({ ...values, kind: "standard", validity: "once_per_member" });
}
