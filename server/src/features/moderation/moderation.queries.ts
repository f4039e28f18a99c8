/** SQL of the moderation queues: photos and "about" texts waiting for a review, and complaints (decision 038). */
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { complaints, photos, profiles, profileTextReviews, sites, staff, users } from "../../db/schema.ts";
import { photoShownToOthers } from "./moderation.columns.ts";

interface Page {
  limit: number;
  offset: number;
}

/** `q` as a profile id (digits) or a part of the profile's name. */
function profileMatch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const byName = ilike(profiles.name, `%${escapeLike(q)}%`);
  return /^\d{1,9}$/.test(q) ? or(eq(profiles.id, Number(q)), byName) : byName;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---- photos ----

export async function selectPhotoQueue(
  db: Db,
  filter: Page & { siteId?: number | undefined; q?: string | undefined; order: "asc" | "desc" },
) {
  const where = and(
    eq(photos.moderation, "unreviewed"),
    filter.siteId === undefined ? undefined : eq(users.siteId, filter.siteId),
    profileMatch(filter.q),
  );
  const direction = filter.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: photos.id,
        profileId: photos.profileId,
        profileName: profiles.name,
        siteId: sites.id,
        siteName: sites.name,
        cdnPrefix: sites.cdnPrefix,
        premoderated: sites.photoPremoderation,
        filename: photos.filename,
        matchFilename: photos.matchFilename,
        createdAt: photos.createdAt,
      })
      .from(photos)
      .innerJoin(profiles, eq(profiles.id, photos.profileId))
      .leftJoin(users, eq(users.profileId, photos.profileId))
      .leftJoin(sites, eq(sites.id, users.siteId))
      .where(where)
      .orderBy(direction(photos.createdAt), direction(photos.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(photos)
      .innerJoin(profiles, eq(profiles.id, photos.profileId))
      .leftJoin(users, eq(users.profileId, photos.profileId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Who to tell about a review of this profile's content: the member's account and site, if any. */
/** A profile's member with their site, for a mail about a decision on them; null once the account is gone. */
export async function memberOfProfile(tx: Db, profileId: number) {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      name: profiles.name,
      deletedAt: users.deletedAt,
      siteId: sites.id,
      siteName: sites.name,
      siteDomain: sites.domain,
      supportEmail: sites.supportEmail,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.profileId, profileId));
  return row && row.deletedAt === null ? row : null;
}
export type ProfileMember = NonNullable<Awaited<ReturnType<typeof memberOfProfile>>>;

export interface PhotoReviewOutcome {
  photo: typeof photos.$inferSelect;
  member: ProfileMember | null;
}

/**
 * Approves a photo that is not rejected; the owner's main photo becomes this one when they had none.
 * `then` runs inside the transaction (the audit line). Null when there is no such photo or it was rejected.
 */
export function approvePhotoRow(
  db: Db,
  photoId: number,
  staffId: number,
  then: (tx: Db, outcome: PhotoReviewOutcome) => Promise<void>,
): Promise<PhotoReviewOutcome | null> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .update(photos)
      .set({ moderation: "approved", rejectReason: null, reviewedAt: new Date(), reviewedBy: staffId })
      .where(and(eq(photos.id, photoId), ne(photos.moderation, "rejected")))
      .returning();
    if (!photo) return null;
    await tx
      .update(profiles)
      .set({ mainPhotoId: photo.id })
      .where(and(eq(profiles.id, photo.profileId), sql`${profiles.mainPhotoId} is null`));
    const outcome = { photo, member: null };
    await then(tx, outcome);
    return outcome;
  });
}

/**
 * Rejects a photo that is not rejected yet: nobody sees it any more; when it was the main photo, the next
 * one others may see takes its place (or none). `then` runs inside the transaction (the mail, the audit).
 */
export function rejectPhotoRow(
  db: Db,
  photoId: number,
  staffId: number,
  reason: string,
  then: (tx: Db, outcome: PhotoReviewOutcome) => Promise<void>,
): Promise<PhotoReviewOutcome | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ profileId: photos.profileId })
      .from(photos)
      .where(eq(photos.id, photoId));
    if (!target) return null;
    // The owner's row first, as the member's own photo calls lock it: one change of their photos at a time.
    const [owner] = await tx
      .select({ mainPhotoId: profiles.mainPhotoId })
      .from(profiles)
      .where(eq(profiles.id, target.profileId))
      .for("update");
    const [photo] = await tx
      .update(photos)
      .set({ moderation: "rejected", rejectReason: reason, reviewedAt: new Date(), reviewedBy: staffId })
      .where(and(eq(photos.id, photoId), ne(photos.moderation, "rejected")))
      .returning();
    if (!photo || !owner) return null;
    if (owner.mainPhotoId === photo.id) {
      const [next] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.profileId, photo.profileId), ne(photos.id, photo.id), photoShownToOthers))
        .orderBy(asc(photos.position), asc(photos.id))
        .limit(1);
      await tx
        .update(profiles)
        .set({ mainPhotoId: next?.id ?? null })
        .where(eq(profiles.id, photo.profileId));
    }
    const outcome = { photo, member: await memberOfProfile(tx, photo.profileId) };
    await then(tx, outcome);
    return outcome;
  });
}

// ---- texts ----

export async function selectTextQueue(
  db: Db,
  filter: Page & { siteId?: number | undefined; q?: string | undefined; order: "asc" | "desc" },
) {
  const where = and(
    isNotNull(profileTextReviews.submittedAt),
    filter.siteId === undefined ? undefined : eq(users.siteId, filter.siteId),
    profileMatch(filter.q),
  );
  const direction = filter.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        profileId: profiles.id,
        profileName: profiles.name,
        siteId: sites.id,
        siteName: sites.name,
        about: profiles.about,
        approvedAbout: profileTextReviews.approvedAbout,
        submittedAt: profileTextReviews.submittedAt,
      })
      .from(profileTextReviews)
      .innerJoin(profiles, eq(profiles.id, profileTextReviews.profileId))
      .leftJoin(users, eq(users.profileId, profiles.id))
      .leftJoin(sites, eq(sites.id, users.siteId))
      .where(where)
      .orderBy(direction(profileTextReviews.submittedAt), direction(profiles.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(profileTextReviews)
      .innerJoin(profiles, eq(profiles.id, profileTextReviews.profileId))
      .leftJoin(users, eq(users.profileId, profiles.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface TextReviewOutcome {
  profileId: number;
  /** The text before the review and the one others read after it. */
  before: string;
  about: string;
  member: ProfileMember | null;
}

/**
 * Approves or rejects the waiting text of a profile, if it is still `seen` (the text the moderator read):
 * approved, it becomes the last approved one; rejected, the last approved one is put back. Null when no
 * text of this profile waits, "changed" when another one waits now.
 */
export function reviewTextRow(
  db: Db,
  profileId: number,
  staffId: number,
  seen: string,
  verdict: { approve: true } | { approve: false; reason: string },
  then: (tx: Db, outcome: TextReviewOutcome) => Promise<void>,
): Promise<TextReviewOutcome | "changed" | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ about: profiles.about, approvedAbout: profileTextReviews.approvedAbout })
      .from(profiles)
      .innerJoin(profileTextReviews, eq(profileTextReviews.profileId, profiles.id))
      .where(and(eq(profiles.id, profileId), isNotNull(profileTextReviews.submittedAt)))
      .for("update");
    if (!current) return null;
    if (current.about !== seen) return "changed";
    const about = verdict.approve ? current.about : current.approvedAbout;
    await tx
      .update(profileTextReviews)
      .set({
        approvedAbout: about,
        submittedAt: null,
        rejectReason: verdict.approve ? null : verdict.reason,
        reviewedAt: new Date(),
        reviewedBy: staffId,
      })
      .where(eq(profileTextReviews.profileId, profileId));
    if (!verdict.approve) await tx.update(profiles).set({ about }).where(eq(profiles.id, profileId));
    const outcome = {
      profileId,
      before: current.about,
      about,
      member: verdict.approve ? null : await memberOfProfile(tx, profileId),
    };
    await then(tx, outcome);
    return outcome;
  });
}

// ---- complaints ----

export type NewComplaint = Pick<
  typeof complaints.$inferInsert,
  | "reference"
  | "siteId"
  | "userId"
  | "email"
  | "name"
  | "category"
  | "description"
  | "language"
  | "profileId"
  | "conversationId"
>;

/** Inserts a complaint; null when its reference is taken already (the caller draws another). */
export async function insertComplaint(db: Db, complaint: NewComplaint) {
  const [row] = await db
    .insert(complaints)
    .values(complaint)
    .onConflictDoNothing({ target: complaints.reference })
    .returning({ id: complaints.id, reference: complaints.reference });
  return row ?? null;
}

const complaintSummary = {
  id: complaints.id,
  reference: complaints.reference,
  siteId: complaints.siteId,
  siteName: sites.name,
  email: complaints.email,
  name: complaints.name,
  category: complaints.category,
  status: complaints.status,
  createdAt: complaints.createdAt,
};

const COMPLAINT_SORTS = {
  created: [complaints.createdAt],
  status: [complaints.status, complaints.createdAt],
  email: [sql`lower(${complaints.email})`, complaints.createdAt],
} as const;

export async function selectComplaintPage(
  db: Db,
  filter: Page & {
    q?: string | undefined;
    siteId?: number | undefined;
    status?: "open" | "answered" | "closed" | undefined;
    sort: keyof typeof COMPLAINT_SORTS;
    order: "asc" | "desc";
  },
) {
  const q = filter.q ? escapeLike(filter.q) : undefined;
  const where = and(
    q ? or(ilike(complaints.reference, `%${q}%`), ilike(complaints.email, `%${q}%`)) : undefined,
    filter.siteId === undefined ? undefined : eq(complaints.siteId, filter.siteId),
    filter.status === undefined ? undefined : eq(complaints.status, filter.status),
  );
  const direction = filter.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(complaintSummary)
      .from(complaints)
      .innerJoin(sites, eq(sites.id, complaints.siteId))
      .where(where)
      .orderBy(...COMPLAINT_SORTS[filter.sort].map((column) => direction(column)), direction(complaints.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function selectComplaint(db: Db, id: number) {
  const [row] = await db
    .select({
      ...complaintSummary,
      userId: complaints.userId,
      description: complaints.description,
      language: complaints.language,
      profileId: complaints.profileId,
      conversationId: complaints.conversationId,
      reply: complaints.reply,
      repliedAt: complaints.repliedAt,
      repliedByEmail: staff.email,
      siteDomain: sites.domain,
      supportEmail: sites.supportEmail,
    })
    .from(complaints)
    .innerJoin(sites, eq(sites.id, complaints.siteId))
    .leftJoin(staff, eq(staff.id, complaints.repliedBy))
    .where(eq(complaints.id, id));
  return row ?? null;
}
export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof selectComplaint>>>;

/** Records the reply and marks the complaint answered; `then` (the mail, the audit) runs in the transaction. */
export function replyToComplaintRow(
  db: Db,
  id: number,
  staffId: number,
  reply: string,
  then: (tx: Db, complaint: ComplaintRow) => Promise<void>,
): Promise<ComplaintRow | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(complaints)
      .set({ reply, repliedAt: new Date(), repliedBy: staffId, status: "answered" })
      .where(eq(complaints.id, id))
      .returning({ id: complaints.id });
    if (!updated) return null;
    const complaint = await selectComplaint(tx, id);
    if (!complaint) return null;
    await then(tx, complaint);
    return complaint;
  });
}

/** Every site, by name, for the queues' site filter. */
export function selectSiteNames(db: Db) {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.name), asc(sites.id));
}
