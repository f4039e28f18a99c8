/** Profiles as others see them: the card shape of contract/src/profiles.ts, with the main image only for active profiles. */

import { isCountry } from "@amora/contract/countries";
import {
  EyeColourSchema,
  FREE_MEMBER_VISIBLE_PHOTOS,
  HairColourSchema,
  PROFILE_DETAIL_FIELDS,
  type ProfileCard,
  type ProfileView,
} from "@amora/contract/profiles";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { blockStateBetween } from "../blocks/blocks.service.ts";
import { likeStatesBetween } from "../likes/like-states.ts";
import type { Site } from "../sites/sites.service.ts";
import {
  type ProfileCardRow,
  photoPathExists,
  selectPhotos,
  selectProfileCards,
  selectProfileDetail,
} from "./profiles.queries.ts";

/** Niche 7 is the gay niche (spec §9): its teaser shows men. */
const GAY_NICHE = 7;

/** The files of a profile's main photo, as its row holds them (null where it has none). */
interface MainPhotoFiles {
  status: string;
  filename: string | null;
  thumbFilename: string | null;
  matchFilename: string | null;
}

/** The main image as every card shows it: only while the profile is active, and only when all its files exist. */
export function mainImage({
  status,
  filename,
  thumbFilename,
  matchFilename,
}: MainPhotoFiles): ProfileCard["main_image"] {
  if (status !== "active" || filename === null || thumbFilename === null || matchFilename === null)
    return null;
  return { filename, thumb_filename: thumbFilename, match: matchFilename };
}

export function toProfileCard(row: ProfileCardRow): ProfileCard {
  if (!isCountry(row.country)) throw new Error(`profile ${row.id} has an unknown country ${row.country}`);
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    country: row.country,
    region: row.region,
    city: row.city,
    main_image: mainImage(row),
    fictional: row.fictional,
    cam: row.cam,
    resell: row.resell,
  };
}

export async function listFeaturedProfiles(db: Db, site: Site, limit: number): Promise<ProfileCard[]> {
  const rows = await selectProfileCards(db, {
    countries: site.countries,
    hiddenIds: site.hiddenProfileIds,
    limit,
    ...(site.niche === GAY_NICHE ? { gender: "male" as const } : {}),
  });
  return rows.map(toProfileCard);
}

/** The birth date of someone turning `years` today, as an ISO date. */
export function birthDateForAge(years: number, today: Date): string {
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

export interface Seeker {
  profileId: number;
  seeking: "male" | "female" | "both";
  country: string;
  age: number;
}

/** Right after signup: people of the gender sought, in the member's country, within ten years of their age. */
export async function listSignupMatches(
  db: Db,
  site: Site,
  seeker: Seeker,
  today = new Date(),
): Promise<ProfileCard[]> {
  const rows = await selectProfileCards(db, {
    countries: [seeker.country],
    gender: seeker.seeking === "both" ? undefined : seeker.seeking,
    bornFrom: birthDateForAge(seeker.age + 11, today),
    bornUntil: birthDateForAge(Math.max(site.minAge, seeker.age - 10), today),
    excludeId: seeker.profileId,
    hiddenIds: site.hiddenProfileIds,
    limit: 12,
  });
  return rows.map(toProfileCard);
}

function notFound(): AppError {
  return new AppError(404, "NOT_FOUND", "This profile does not exist.");
}

/** Who looks at a profile page: all it takes of their account (not the whole User, with its badge counts). */
export interface ProfileViewer {
  profileId: number;
  /** Premium members see every photo. */
  paidUser: boolean;
}

/** How many photos the viewer sees: visitors the main one, free members three, premium members and owners all. */
function visiblePhotoCount(viewer: ProfileViewer | null, isOwn: boolean, total: number): number {
  if (isOwn || viewer?.paidUser) return total;
  return Math.min(total, viewer ? FREE_MEMBER_VISIBLE_PHOTOS : 1);
}

/** What a site shows of a profile page (settings `visible_profile_fields`, `visible_profile_notes`). */
export interface ProfileVisibility {
  fields: readonly string[];
  notes: boolean;
}

/** A profile page with every detail, as its owner sees it. */
export type FullProfileView = ProfileView &
  Required<
    Pick<
      ProfileView,
      | "sexuality"
      | "about"
      | "interests"
      | "hair_colour"
      | "eye_colour"
      | "body_type"
      | "relationship_status"
      | "height_cm"
    >
  >;

export function siteVisibility(site: Site): ProfileVisibility {
  return { fields: site.visibleProfileFields, notes: site.visibleProfileNotes };
}

/** Leaves out the details the site does not show: hidden on the server, so no client can read them. */
function withoutHidden(view: ProfileView, visibility: ProfileVisibility): ProfileView {
  const shown = new Set(visibility.fields);
  const hidden: (keyof ProfileView)[] = PROFILE_DETAIL_FIELDS.filter((field) => !shown.has(field)).map(
    (field) => (field === "height" ? "height_cm" : field),
  );
  if (!visibility.notes) hidden.push("about");
  const copy: Partial<ProfileView> = { ...view };
  for (const key of hidden) delete copy[key];
  return copy as ProfileView;
}

/** A profile page (spec §3, §6) with the details the site shows. */
export async function viewProfile(
  db: Db,
  id: number,
  viewer: ProfileViewer | null,
  visibility: ProfileVisibility,
  countries: readonly string[] | null,
  hiddenIds: readonly number[] = [],
): Promise<ProfileView> {
  assertNotHiddenHere(id, viewer, hiddenIds);
  return withoutHidden(await viewFullProfile(db, id, viewer, countries), visibility);
}

/** A profile limited to other sites has no page here, as search never shows it here (decision 036). */
function assertNotHiddenHere(id: number, viewer: ProfileViewer | null, hiddenIds: readonly number[]): void {
  if (hiddenIds.includes(id) && viewer?.profileId !== id) throw notFound();
}

/**
 * The profile row when the viewer may see its page, with what lies between them; otherwise what the page
 * answers. Disabled profiles do not exist for others, nor do invisible ones except for members they liked
 * (conversations join that with the chat feature). A member blocked by the profile gets BLOCKED_BY_MEMBER
 * with the blocker's name. On a site whose countries do not include the profile's, the page does not exist
 * either, as search would never show it there (decision 019); `countries` null is for the member's own
 * profile, read from their editor.
 */
async function visibleProfile(
  db: Db,
  id: number,
  viewer: ProfileViewer | null,
  countries: readonly string[] | null,
) {
  const row = await selectProfileDetail(db, id);
  const isOwn = viewer?.profileId === id;
  if (!row || (!isOwn && row.status !== "active")) throw notFound();
  if (!isOwn && countries !== null && !countries.includes(row.country)) throw notFound();
  const likes = viewer && !isOwn ? await likeStatesBetween(db, viewer.profileId, id) : undefined;
  // An invisible member is reachable by those they reached out to: a like is reaching out.
  if (!isOwn && row.isInvisible && !likes?.likesMe) throw notFound();
  const block = viewer && !isOwn ? await blockStateBetween(db, viewer.profileId, id) : undefined;
  if (block?.blockedMe) {
    throw new AppError(403, "BLOCKED_BY_MEMBER", `You're blocked by ${row.name}, no access to the page.`, {
      params: { name: row.name },
    });
  }
  return { row, isOwn, likes, block };
}

/** What a profile is, for the "is this a real person?" answer: a member's own, or flagged by the site. */
export interface ProfileFlags {
  name: string;
  fictional: boolean;
  cam: boolean;
  resell: boolean;
}

/** The flags of a profile the viewer may see on this site, under the profile page's rules (404 otherwise). */
export async function profileFlagsFor(
  db: Db,
  site: Site,
  id: number,
  viewer: ProfileViewer | null,
): Promise<ProfileFlags> {
  assertNotHiddenHere(id, viewer, site.hiddenProfileIds);
  const { row } = await visibleProfile(db, id, viewer, site.countries);
  return { name: row.name, fictional: row.fictional, cam: row.cam, resell: row.resell };
}

/** A profile page (spec §3, §6) with every detail: what the owner sees of their own (rules: visibleProfile). */
export async function viewFullProfile(
  db: Db,
  id: number,
  viewer: ProfileViewer | null,
  countries: readonly string[] | null,
): Promise<FullProfileView> {
  const { row, isOwn, likes, block } = await visibleProfile(db, id, viewer, countries);
  const all = await selectPhotos(db, id, isOwn);
  // The main photo leads, whatever its position.
  const ordered = [
    ...all.filter((p) => p.id === row.mainPhotoId),
    ...all.filter((p) => p.id !== row.mainPhotoId),
  ];
  const shown = ordered.slice(0, visiblePhotoCount(viewer, isOwn, ordered.length));
  const lockedCount = ordered.length - shown.length;
  return {
    ...toProfileCard(row),
    sexuality: row.sexuality,
    about: row.about,
    interests: row.interests,
    hair_colour: HairColourSchema.safeParse(row.hairColour).data ?? null,
    eye_colour: EyeColourSchema.safeParse(row.eyeColour).data ?? null,
    body_type: row.bodyType,
    relationship_status: row.relationshipStatus,
    height_cm: row.heightCm,
    photos: shown.map((p) => ({
      id: p.id,
      filename: p.filename,
      thumb_filename: p.thumbFilename,
      match: p.matchFilename,
    })),
    locked_photos: lockedCount,
    photos_locked_for: lockedCount === 0 ? null : viewer ? "free_member" : "visitor",
    blocked_by_me: block?.blockedByMe ?? false,
    liked_by_me: likes?.likedByMe ?? false,
    likes_me: likes?.likesMe ?? false,
  };
}

/** A profile's status and visibility, for other domains' rules; undefined when there is no such profile. */
export async function profileStateOf(db: Db, id: number) {
  const row = await selectProfileDetail(db, id);
  return row && { status: row.status, isInvisible: row.isInvisible };
}

/** That a profile exists for others to act on (block, like, message). */
export async function assertProfileExists(db: Db, id: number): Promise<void> {
  const row = await selectProfileDetail(db, id);
  if (row?.status !== "active") throw notFound();
}

/** Whether a photo path belongs to a profile (a demo portrait is drawn only for a path the table holds). */
export function isPhotoPathOf(db: Db, profileId: number, path: string): Promise<boolean> {
  return photoPathExists(db, profileId, path);
}
