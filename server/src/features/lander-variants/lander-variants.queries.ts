/** The landers' A/B variants and bounces (issue 16): the rows behind lander-variants.service.ts. */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { landerBounces, landerVariants } from "../../db/schema.ts";

export type VariantRow = typeof landerVariants.$inferSelect;

export function selectVariantsOf(db: Db, siteId: number, lander: string) {
  return db
    .select()
    .from(landerVariants)
    .where(and(eq(landerVariants.siteId, siteId), eq(landerVariants.lander, lander)))
    .orderBy(asc(landerVariants.variant));
}

export function selectSiteVariants(db: Db, siteId: number) {
  return db
    .select()
    .from(landerVariants)
    .where(eq(landerVariants.siteId, siteId))
    .orderBy(asc(landerVariants.lander), asc(landerVariants.variant));
}

export async function selectVariant(db: Db, id: number): Promise<VariantRow | undefined> {
  const [row] = await db.select().from(landerVariants).where(eq(landerVariants.id, id));
  return row;
}

export async function insertVariant(
  db: Db,
  row: { siteId: number; lander: string; variant: string; weight: number; headline: Record<string, string> },
): Promise<VariantRow | undefined> {
  const [made] = await db.insert(landerVariants).values(row).onConflictDoNothing().returning();
  return made;
}

export async function updateVariant(
  db: Db,
  id: number,
  change: { weight: number; headline: Record<string, string> },
): Promise<VariantRow | undefined> {
  const [row] = await db.update(landerVariants).set(change).where(eq(landerVariants.id, id)).returning();
  return row;
}

export async function deleteVariant(db: Db, id: number): Promise<void> {
  await db.delete(landerVariants).where(eq(landerVariants.id, id));
}

export async function insertBounce(
  db: Db,
  row: { siteId: number; lander: string; variant: string; slug: string | null; seconds: number },
): Promise<void> {
  await db.insert(landerBounces).values(row);
}
