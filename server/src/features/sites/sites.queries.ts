/** SQL of the sites domain. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, profileSites, sites } from "../../db/schema.ts";

export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export function selectAllSites(db: Db): Promise<SiteRow[]> {
  return db.select().from(sites);
}

export async function selectCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** Every (profile, site) pair of the profiles limited to some sites (decision 036). */
export function selectProfileSites(db: Db): Promise<{ profileId: number; siteId: number }[]> {
  return db.select({ profileId: profileSites.profileId, siteId: profileSites.siteId }).from(profileSites);
}
