/**
 * Site announcements (`news` notifications): one row for every confirmed member of a site, queued in
 * batches of INSERT … SELECT. Called by `npm run notify:news` (news-cli.ts) and, later, the back office.
 */
import { createHash } from "node:crypto";
import { SUPPORTED_LOCALES, type SupportedLocale } from "@amora/contract/locales";
import type { Db } from "../../db/client.ts";
import type { NotificationPayloads } from "./notification-payloads.ts";
import { insertOnce, newsCandidates, selectSiteIdByHost } from "./schedule.queries.ts";

export type NewsTexts = NotificationPayloads["news"]["texts"];

export class NewsError extends Error {}

/** The texts with both a subject and a body, trimmed; the others left out. */
export function completeTexts(texts: NewsTexts): NewsTexts {
  const complete: NewsTexts = {};
  for (const locale of SUPPORTED_LOCALES) {
    const subject = texts[locale]?.subject.trim() ?? "";
    const body = texts[locale]?.body.trim() ?? "";
    if (subject !== "" && body !== "") complete[locale] = { subject, body };
  }
  return complete;
}

/**
 * The announcement's key: a hash of its site and texts. The same announcement queued again (the command
 * run twice, or resumed after a failure) queues nobody twice; a changed text is a new announcement.
 */
function newsKey(siteId: number, texts: NewsTexts): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([siteId, texts]))
    .digest("hex");
  return `news:${hash.slice(0, 16)}`;
}

export interface SiteNews {
  /** The site's domain or one of its aliases. */
  site: string;
  /** At least one language with a subject and a body. */
  texts: Partial<Record<SupportedLocale, { subject: string; body: string }>>;
  now?: Date;
}

/** Queues the announcement for the site's members; answers how many rows it queued. */
export async function queueSiteNews(db: Db, news: SiteNews): Promise<{ siteId: number; queued: number }> {
  const texts = completeTexts(news.texts);
  if (Object.keys(texts).length === 0)
    throw new NewsError("news needs a subject and a body in one language at least");
  const host = news.site.trim().toLowerCase();
  const siteId = await selectSiteIdByHost(db, host);
  if (siteId === null) throw new NewsError(`no site is served at ${host}`);
  const payload: NotificationPayloads["news"] = { texts };
  const queued = await insertOnce(
    db,
    newsCandidates(siteId, newsKey(siteId, texts), payload),
    news.now ?? new Date(),
  );
  return { siteId, queued };
}
