/** SQL of the back office's fictional profiles: only profiles flagged fictional, cam or resell are touched. */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { photos, profileSites, profiles, sites } from "../../db/schema.ts";

export type FictionalRow = typeof profiles.$inferSelect;
export type FictionalPhotoRow = typeof photos.$inferSelect;
export type FictionalValues = Omit<
  typeof profiles.$inferInsert,
  "id" | "mainPhotoId" | "hasPhoto" | "lastActiveAt" | "createdAt"
>;

/** Fictional, cam or resell: a profile without a member behind it. */
const isFictionalKind = or(profiles.isFictional, profiles.isCam, profiles.isResell);

const SORTS = {
  id: profiles.id,
  name: profiles.name,
  country: profiles.country,
  city: profiles.city,
  created: profiles.createdAt,
  active: profiles.lastActiveAt,
} as const;

export interface FictionalListOptions {
  q?: string | undefined;
  kind?: "fictional" | "cam" | "resell" | undefined;
  country?: string | undefined;
  status?: "active" | "disabled" | undefined;
  sort: keyof typeof SORTS;
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

const KIND_COLUMNS = { fictional: profiles.isFictional, cam: profiles.isCam, resell: profiles.isResell };

export async function selectFictionalPage(db: Db, options: FictionalListOptions) {
  let search: SQL | undefined;
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const asId = /^\d{1,9}$/.test(options.q) ? eq(profiles.id, Number(options.q)) : undefined;
    search = or(ilike(profiles.name, pattern), ilike(profiles.city, pattern), asId);
  }
  const where = and(
    isFictionalKind,
    search,
    options.kind ? eq(KIND_COLUMNS[options.kind], true) : undefined,
    options.country ? eq(profiles.country, options.country) : undefined,
    options.status ? eq(profiles.status, options.status) : undefined,
  );
  const direction = options.order === "asc" ? asc : desc;
  const rows = await db
    .select({
      profile: profiles,
      thumb: photos.thumbFilename,
      siteIds: sql<
        number[] | null
      >`(select array_agg(${profileSites.siteId} order by ${profileSites.siteId}) from ${profileSites} where ${profileSites.profileId} = ${profiles.id})`,
    })
    .from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(where)
    .orderBy(direction(SORTS[options.sort]), direction(profiles.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(profiles).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** One fictional profile (undefined for a member's profile or none). */
export async function selectFictional(db: Db, id: number): Promise<FictionalRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), isFictionalKind));
  return row;
}

export async function selectProfileSiteIds(db: Db, profileId: number): Promise<number[]> {
  const rows = await db
    .select({ siteId: profileSites.siteId })
    .from(profileSites)
    .where(eq(profileSites.profileId, profileId))
    .orderBy(asc(profileSites.siteId));
  return rows.map((r) => r.siteId);
}

export function selectFictionalPhotos(db: Db, profileId: number): Promise<FictionalPhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(asc(photos.position), asc(photos.id));
}

export function selectSiteChoices(db: Db) {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      domain: sites.domain,
      countries: sites.countries,
      minAge: sites.minAge,
    })
    .from(sites)
    .orderBy(asc(sites.id));
}

async function replaceSites(tx: Db, profileId: number, siteIds: readonly number[] | null): Promise<void> {
  await tx.delete(profileSites).where(eq(profileSites.profileId, profileId));
  if (siteIds && siteIds.length > 0) {
    await tx.insert(profileSites).values(siteIds.map((siteId) => ({ profileId, siteId })));
  }
}

export async function insertFictional(
  db: Db,
  values: FictionalValues,
  siteIds: readonly number[] | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(profiles).values(values).returning({ id: profiles.id });
    if (!row) throw new Error("profile insert returned nothing");
    await replaceSites(tx, row.id, siteIds);
    return row.id;
  });
}

/** Saves every field and the sites; false when the profile is not a fictional one. */
export async function updateFictional(
  db: Db,
  id: number,
  values: FictionalValues,
  siteIds: readonly number[] | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set(values)
      .where(and(eq(profiles.id, id), isFictionalKind))
      .returning({ id: profiles.id });
    if (updated.length === 0) return false;
    await replaceSites(tx, id, siteIds);
    return true;
  });
}

/** The profile row, locked: one profile's photo changes go one at a time. */
async function lockFictional(tx: Db, id: number) {
  const [row] = await tx
    .select({ mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(and(eq(profiles.id, id), isFictionalKind))
    .for("update");
  return row;
}

/** Sets the positions in the given order; false unless the ids are exactly the profile's photos. */
export async function reorderFictionalPhotos(db: Db, profileId: number, photoIds: readonly number[]) {
  return db.transaction(async (tx) => {
    if (!(await lockFictional(tx, profileId))) return false;
    const current = await tx.select({ id: photos.id }).from(photos).where(eq(photos.profileId, profileId));
    const owned = new Set(current.map((p) => p.id));
    if (owned.size !== photoIds.length || new Set(photoIds).size !== photoIds.length) return false;
    if (!photoIds.every((photoId) => owned.has(photoId))) return false;
    for (const [position, photoId] of photoIds.entries()) {
      await tx.update(photos).set({ position }).where(eq(photos.id, photoId));
    }
    return true;
  });
}
