/** Helpers for the sites-and-settings tests: a site's settings as the back office shows them, a bundle. */
import type { AdminSite, SiteSettingsInput } from "@amora/contract/admin-sites";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { creditBundles, sites } from "../../db/schema.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

/** The settings of the site at this domain, as GET /api/admin/sites/:id answers them, and as a PUT body. */
export async function siteSettingsOf(app: FastifyInstance, domain: string) {
  const [row] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain));
  if (!row) throw new Error(`no site ${domain}`);
  const cookie = await staffSession(app, (await makeStaff(app, ["admin"])).id);
  const response = await staffCall(app, "GET", `/api/admin/sites/${row.id}`, { cookie });
  if (response.statusCode !== 200) throw new Error(response.body);
  const full = response.json() as { site: AdminSite; company: Record<string, unknown> };
  const { id: _id, company_id: _company, is_default: _default, ...input } = full.site;
  return { id: row.id, input: input as SiteSettingsInput, full };
}

/** The first EUR bundle of the default site. */
export async function selectAnyBundle(app: FastifyInstance, domain = "amora.test") {
  const [row] = await app.db
    .select({ bundle: creditBundles })
    .from(creditBundles)
    .innerJoin(sites, eq(sites.id, creditBundles.siteId))
    .where(and(eq(sites.domain, domain), eq(creditBundles.currency, "EUR")))
    .orderBy(asc(creditBundles.position))
    .limit(1);
  if (!row) throw new Error("no bundle");
  return row.bundle;
}
