/** SQL of the development mailbox: the newest mails of the queue, all or to one address. */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailQueue } from "../../db/schema.ts";
import type { QueuedMail } from "../../lib/mail/mail-queue.ts";

export function selectRecentMails(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<QueuedMail[]> {
  return db
    .select()
    .from(mailQueue)
    .where(options.to === undefined ? undefined : sql`lower(${mailQueue.toAddress}) = lower(${options.to})`)
    .orderBy(desc(mailQueue.id))
    .limit(options.limit);
}

export async function selectMail(db: Db, id: number): Promise<QueuedMail | undefined> {
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row;
}
