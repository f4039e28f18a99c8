/** The From header of a site's mail: `"<mail_name>" <MAIL_FROM or noreply@<domain>>`. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sites } from "../../db/schema.ts";

interface SenderSite {
  mailName: string;
  domain: string;
}

function formatSender(site: SenderSite, mailFrom: string | undefined): string {
  const name = site.mailName.replace(/["\\]/g, "\\$&");
  return `"${name}" <${mailFrom ?? `noreply@${site.domain}`}>`;
}

/**
 * The worker knows a queued mail's site only by id (it runs outside any request), so it reads the two
 * columns it needs; a primary-key lookup per mail costs nothing next to the SMTP exchange.
 */
export function createSenderLookup(db: Db, mailFrom: string | undefined) {
  return async function senderFor(siteId: number | null): Promise<string> {
    const [site] = await db
      .select({ mailName: sites.mailName, domain: sites.domain })
      .from(sites)
      .where(siteId === null ? eq(sites.isDefault, true) : eq(sites.id, siteId));
    if (!site)
      throw new Error(siteId === null ? "no default site to send as" : `site ${siteId} does not exist`);
    return formatSender(site, mailFrom);
  };
}
