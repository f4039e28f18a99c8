/**
 * Fictional, cam and resell profiles in the back office (issue 15, item 4): list, create, edit with the
 * members' field rules, photos re-encoded as members' are (and approved at once), and the sites that show
 * them (decision 036). Changing the sites tells every node's sites cache, which holds each site's hidden ids.
 */
import {
  FICTIONAL_PAGE_SIZE,
  FICTIONAL_PHOTO_LIMIT,
  type FictionalListItem,
  type FictionalListQuery,
  type FictionalProfile,
  type FictionalProfileInput,
  type FictionalSite,
} from "@amora/contract/admin-fictional";
import type { Country } from "@amora/contract/countries";
import type { FieldIssue } from "@amora/contract/field-rules";
import { EyeColourSchema, HairColourSchema } from "@amora/contract/profiles";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { InvalidationBus } from "../../lib/cache/invalidation-bus.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { dateOfBirthIssue, locationIssues, nameIssue } from "../accounts/account-rules.ts";
import { addProfilePhoto, chooseProfileMainPhoto, removeProfilePhoto } from "../my-profile/photos.service.ts";
import { invalidateSites } from "../sites/sites.service.ts";
import {
  type FictionalPhotoRow,
  type FictionalRow,
  type FictionalValues,
  insertFictional,
  reorderFictionalPhotos,
  selectFictional,
  selectFictionalPage,
  selectFictionalPhotos,
  selectProfileSiteIds,
  selectSiteChoices,
  updateFictional,
} from "./fictional-profiles.queries.ts";

function notFound(): AppError {
  return new AppError(404, "NOT_FOUND", "This profile does not exist.");
}

export async function listSiteChoices(db: Db): Promise<FictionalSite[]> {
  const rows = await selectSiteChoices(db);
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    domain: s.domain,
    countries: s.countries,
    min_age: s.minAge,
  }));
}

export async function listFictional(db: Db, query: FictionalListQuery) {
  const { rows, total } = await selectFictionalPage(db, {
    q: query.q || undefined,
    kind: query.kind,
    country: query.country,
    status: query.status,
    sort: query.sort,
    order: query.order,
    limit: FICTIONAL_PAGE_SIZE,
    offset: (query.page - 1) * FICTIONAL_PAGE_SIZE,
  });
  const items: FictionalListItem[] = rows.map(({ profile, thumb, siteIds }) => ({
    id: profile.id,
    name: profile.name,
    gender: profile.gender,
    country: profile.country,
    city: profile.city,
    status: profile.status,
    fictional: profile.isFictional,
    cam: profile.isCam,
    resell: profile.isResell,
    invisible: profile.isInvisible,
    site_ids: siteIds && siteIds.length > 0 ? siteIds : null,
    thumb: thumb ?? null,
    created_at: profile.createdAt.toISOString(),
  }));
  return { items, total, page: query.page, page_size: FICTIONAL_PAGE_SIZE };
}

function toPhoto(row: FictionalPhotoRow) {
  return {
    id: row.id,
    filename: row.filename,
    thumb_filename: row.thumbFilename,
    match: row.matchFilename,
    position: row.position,
  };
}

function toProfile(row: FictionalRow, siteIds: number[], photos: FictionalPhotoRow[]): FictionalProfile {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    sexuality: row.sexuality,
    date_of_birth: row.dateOfBirth,
    country: row.country as Country,
    region: row.region,
    city: row.city,
    about: row.about,
    interests: row.interests as FictionalProfile["interests"],
    hair_colour: HairColourSchema.safeParse(row.hairColour).data ?? null,
    eye_colour: EyeColourSchema.safeParse(row.eyeColour).data ?? null,
    body_type: row.bodyType,
    relationship_status: row.relationshipStatus,
    height_cm: row.heightCm,
    fictional: row.isFictional,
    cam: row.isCam,
    resell: row.isResell,
    invisible: row.isInvisible,
    status: row.status,
    site_ids: siteIds.length > 0 ? siteIds : null,
    main_photo_id: row.mainPhotoId,
    photos: photos.map(toPhoto),
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadFictional(db: Db, id: number): Promise<FictionalProfile> {
  const row = await selectFictional(db, id);
  if (!row) throw notFound();
  const [siteIds, photos] = await Promise.all([selectProfileSiteIds(db, id), selectFictionalPhotos(db, id)]);
  return toProfile(row, siteIds, photos);
}

/**
 * The members' rules (spec §5) with the codes they answer, and the editor's own: at least one kind, the
 * sites exist and serve the country. The minimum age is the highest of the sites that may show the profile.
 */
async function checked(db: Db, input: FictionalProfileInput): Promise<FictionalValues> {
  const name = input.name.normalize("NFC");
  const city = input.city.normalize("NFC");
  const sites = await selectSiteChoices(db);
  const chosen = input.site_ids ? [...new Set(input.site_ids)] : null;
  const showing = chosen
    ? sites.filter((s) => chosen.includes(s.id))
    : sites.filter((s) => s.countries.includes(input.country));
  const served = [...new Set(sites.flatMap((s) => s.countries))];
  const minAge = Math.max(18, ...showing.map((s) => s.minAge));
  const issues: { field: string; code: string }[] = [
    // No e-mail address: the name is only checked as a name.
    { field: "name", code: nameIssue(name, "") },
    { field: "date_of_birth", code: dateOfBirthIssue(input.date_of_birth, minAge) },
    ...locationIssues({ country: input.country, region: input.region, city }, served),
  ].filter((issue): issue is { field: string; code: FieldIssue } => issue.code !== null);
  if (!(input.fictional || input.cam || input.resell)) issues.push({ field: "fictional", code: "required" });
  if (chosen) {
    const known = new Set(showing.map((s) => s.id));
    if (chosen.some((siteId) => !known.has(siteId))) issues.push({ field: "site_ids", code: "site_unknown" });
    else if (showing.some((s) => !s.countries.includes(input.country))) {
      issues.push({ field: "site_ids", code: "country_not_served" });
    }
  }
  if (issues.length > 0) throw invalidFields(issues);
  return {
    name,
    gender: input.gender,
    sexuality: input.sexuality,
    dateOfBirth: input.date_of_birth.trim(),
    country: input.country,
    region: input.region,
    city,
    about: input.about.normalize("NFC"),
    interests: input.interests,
    hairColour: input.hair_colour,
    eyeColour: input.eye_colour,
    bodyType: input.body_type,
    relationshipStatus: input.relationship_status,
    heightCm: input.height_cm,
    isFictional: input.fictional,
    isCam: input.cam,
    isResell: input.resell,
    isInvisible: input.invisible,
    status: input.status,
  };
}

const sorted = (ids: readonly number[] | null) => (ids ? [...new Set(ids)].sort((a, b) => a - b) : null);

export async function createFictional(
  db: Db,
  bus: InvalidationBus,
  input: FictionalProfileInput,
): Promise<FictionalProfile> {
  const values = await checked(db, input);
  const siteIds = sorted(input.site_ids);
  const id = await insertFictional(db, values, siteIds);
  if (siteIds) await invalidateSites(bus);
  return loadFictional(db, id);
}

export async function editFictional(
  db: Db,
  bus: InvalidationBus,
  id: number,
  input: FictionalProfileInput,
): Promise<{ before: FictionalProfile; after: FictionalProfile }> {
  const before = await loadFictional(db, id);
  const values = await checked(db, input);
  const siteIds = sorted(input.site_ids);
  if (!(await updateFictional(db, id, values, siteIds))) throw notFound();
  if (JSON.stringify(siteIds) !== JSON.stringify(before.site_ids)) await invalidateSites(bus);
  return { before, after: await loadFictional(db, id) };
}

/** Re-encoded exactly as a member's upload (my-profile's photos), approved at once. */
export async function addFictionalPhoto(
  db: Db,
  storage: MediaStorage,
  profileId: number,
  upload: Buffer,
): Promise<FictionalPhotoRow> {
  if (!(await selectFictional(db, profileId))) throw notFound();
  return addProfilePhoto(db, storage, profileId, upload, FICTIONAL_PHOTO_LIMIT, "approved");
}

export async function chooseFictionalMainPhoto(db: Db, profileId: number, photoId: number): Promise<void> {
  if (!(await selectFictional(db, profileId))) throw notFound();
  await chooseProfileMainPhoto(db, profileId, photoId);
}

export async function orderFictionalPhotos(db: Db, profileId: number, photoIds: readonly number[]) {
  if (!(await selectFictional(db, profileId))) throw notFound();
  if (!(await reorderFictionalPhotos(db, profileId, photoIds))) {
    throw invalidFields([{ field: "photo_ids", code: "photo_ids_mismatch" }]);
  }
}

export async function removeFictionalPhoto(
  db: Db,
  storage: MediaStorage,
  profileId: number,
  photoId: number,
): Promise<FictionalPhotoRow> {
  if (!(await selectFictional(db, profileId))) throw notFound();
  return removeProfilePhoto(db, storage, profileId, photoId);
}
