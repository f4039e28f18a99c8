/** Seeds an empty database with demo data: the sites, the two demo members, profiles and their photos. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { photos, profiles, sites } from "../db/schema.ts";
import { defaultPageSource, ensureDefaultPages } from "../features/content-pages/content-pages.service.ts";
import { seedBulkProfiles } from "./bulk-profiles.ts";
import { seedDemoAccounts } from "./demo-accounts.ts";
import { buildDemoDataset } from "./demo-dataset.ts";
import { seedDemoStaff } from "./demo-staff.ts";
import { insertRows, syncIdSequences } from "./insert.ts";
import { DEFAULT_SEED } from "./random.ts";
import { seedSites } from "./sites.ts";

export { seedBulkProfiles } from "./bulk-profiles.ts";
export { DEMO_FREE_PROFILE_ID, DEMO_PREMIUM_PROFILE_ID } from "./demo-members.ts";

/**
 * Above this many profiles the rest come from the bulk path. Measured on PGlite: the detailed path seeds
 * ~5,000 profiles a second (with their photos), the bulk path ~11,000; on PostgreSQL the bulk path ~26,000.
 */
export const DETAILED_PROFILES_MAX = 5_000;

export interface SeedDemoOptions {
  /** Profiles in all, the two demo members included (they are seeded even when this is smaller). */
  profiles: number;
  log?: (message: string) => void;
  /** Same seed and same `now`, same data. */
  seed?: number;
  /** The moment ages and activity are relative to; defaults to the real now so that ages stay right. */
  now?: Date;
}

export interface SeedResult {
  profiles: number;
  photos: number;
}

async function isEmpty(db: Db, table: typeof profiles | typeof sites): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).limit(1)).length === 0;
}

/** Does nothing (and says so) unless the profiles table is empty. */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  if (!(await isEmpty(db, profiles))) {
    log("demo seed skipped: there are profiles already");
    return { profiles: 0, photos: 0 };
  }
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  // No portrait is drawn here: each is drawn on its first request (demo-portraits plugin, decision 022).
  const detailedCount = Math.min(options.profiles, DETAILED_PROFILES_MAX);
  const dataset = buildDemoDataset({ count: detailedCount, seed, now });
  const bulk = await db.transaction(async (tx) => {
    if (await isEmpty(tx, sites)) await seedSites(tx);
    await insertRows(tx, profiles, dataset.profiles);
    await insertRows(tx, photos, dataset.photos);
    await syncIdSequences(tx);
    await seedDemoAccounts(tx, now);
    await seedDemoStaff(tx, now);
    log(`demo seed: ${dataset.profiles.length} profiles inserted after ${elapsed()}`);
    const bulk = options.profiles - dataset.profiles.length;
    return bulk > 0 ? seedBulkProfiles(tx, bulk, { seed, now, log }) : { profiles: 0, photos: 0 };
  });

  // Rows just inserted are not marked all-visible until a vacuum: before it, every index-only scan (search's
  // page and capped count) reads the table for each entry as well. VACUUM cannot run in a transaction.
  await db.execute(sql`vacuum (analyze) ${profiles}, ${photos}`);
  log(`demo seed: profiles and photos vacuumed after ${elapsed()}`);
  const pages = await ensureDefaultPages(db, defaultPageSource(log));
  log(`demo seed: ${pages} information pages written after ${elapsed()}`);

  const result = {
    profiles: dataset.profiles.length + bulk.profiles,
    photos: dataset.photos.length + bulk.photos,
  };
  log(`demo seed: ${result.profiles} profiles, ${result.photos} photos in ${elapsed()}`);
  return result;
}
