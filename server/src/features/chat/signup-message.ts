/**
 * The message written at signup from a profile (/members/{id}/signup) arrives as the first message of
 * that conversation once the account is active (spec §2, §4), free of charge: it was written before the
 * member could buy credits. Nothing is sent when the rules of who may talk forbid it by then (a block,
 * a profile gone); the stored text is cleared either way, so it is never sent twice.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { EventBus } from "../../lib/realtime/event-bus.ts";
import { publishStored } from "../live/notify.ts";
import type { Site } from "../sites/sites.service.ts";
import { selectSender } from "./chat.queries.ts";
import { deliver } from "./chat.service.ts";

export async function deliverSignupMessage(
  db: Db,
  bus: EventBus,
  site: Site,
  userId: number,
  /** How long the recipient's notification waits (NOTIFICATION_DELAY_MS). */
  notifyAfterMs: number,
): Promise<boolean> {
  const [pending] = await db
    .select({ profileId: users.signupProfileId, text: users.signupMessage })
    .from(users)
    .where(eq(users.id, userId));
  if (!pending?.profileId || !pending.text) return false;
  await db.update(users).set({ signupMessage: null, signupProfileId: null }).where(eq(users.id, userId));
  const sender = await selectSender(db, site.id, userId);
  if (!sender) return false;
  try {
    const delivered = await deliver(
      db,
      sender,
      { profile: pending.profileId },
      { kind: "text", text: pending.text, clientId: null },
      0,
      notifyAfterMs,
    );
    await publishStored(bus, delivered.events);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
