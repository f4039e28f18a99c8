/** The development mailbox's reads: the newest mails of the queue, or one mail. */
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { QueuedMail } from "../../lib/mail/mail-queue.ts";
import { selectMail, selectRecentMails } from "./mailbox.queries.ts";

/** Most mails a page or a JSON answer lists. */
const LIMIT = 100;

/** The newest mails, all or to one address (case-insensitive). */
export function recentMails(db: Db, to?: string): Promise<QueuedMail[]> {
  return selectRecentMails(db, { to, limit: LIMIT });
}

export async function findMail(db: Db, id: number): Promise<QueuedMail> {
  const mail = await selectMail(db, id);
  if (!mail) throw new AppError(404, "NOT_FOUND", `No mail ${id} in the queue.`);
  return mail;
}
