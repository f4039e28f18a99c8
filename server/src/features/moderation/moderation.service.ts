/**
 * The moderation queues (issue 15, item 6; decision 038): members' photos and "about" texts waiting for a
 * review, approved or rejected with a reason the member is mailed; complaints, answered by mail. Each
 * change is audited after it commits; each mail is queued inside the change's transaction.
 */
import { randomInt } from "node:crypto";
import {
  COMPLAINTS_PAGE_SIZE,
  type ComplaintDetail,
  type ComplaintStatus,
  type ComplaintSummary,
  MODERATION_PAGE_SIZE,
  type QueuedPhoto,
  type QueuedText,
} from "@amora/contract/admin-moderation";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { publicOrigin } from "../accounts/request-origin.ts";
import { audit } from "../staff/audit.service.ts";
import {
  approvePhotoRow,
  type ComplaintRow,
  insertComplaint,
  memberOfProfile,
  type ProfileMember,
  rejectPhotoRow,
  replyToComplaintRow,
  reviewTextRow,
  selectComplaint,
  selectComplaintPage,
  selectPhotoQueue,
  selectSiteNames,
  selectTextQueue,
} from "./moderation.queries.ts";
import { type ModerationMailKind, renderModerationMail } from "./moderation-mails.ts";

export type { ProfileMember };

/** The member a decision about a profile is mailed to (reports use it too); null once the account is gone. */
export function profileMember(db: Db, profileId: number): Promise<ProfileMember | null> {
  return memberOfProfile(db, profileId);
}

/** Uploads live under this prefix (my-profile's photos); demo portraits elsewhere are shared and kept. */
const UPLOAD_PREFIX = "photos/";

interface ListQuery {
  q?: string | undefined;
  order: "asc" | "desc";
  page: number;
  site_id?: number | undefined;
}

const notFound = (what: string) =>
  new AppError(404, "NOT_FOUND", `${what} does not exist or is not waiting.`);

function staffIdOf(request: FastifyRequest): number {
  if (!request.staff) throw new Error("a moderation call without a staff session");
  return request.staff.id;
}

function originOf(request: FastifyRequest, domain: string): string {
  return publicOrigin(request.server.config, { domain }, request.hostname.toLowerCase());
}

async function mailMember(
  tx: Db,
  request: FastifyRequest,
  kind: ModerationMailKind,
  member: ProfileMember,
  reason: string,
): Promise<void> {
  const mail = renderModerationMail(kind, {
    language: member.language,
    site: { name: member.siteName, supportEmail: member.supportEmail },
    name: member.name,
    words: reason,
    link: `${originOf(request, member.siteDomain)}/profile`,
  });
  await enqueueMail(tx, { siteId: member.siteId, to: member.email, kind, ...mail });
}

/** The sites a queue may be filtered by. */
export async function listSites(db: Db) {
  return { sites: await selectSiteNames(db) };
}

// ---- photos ----

export async function listPhotoQueue(db: Db, query: ListQuery) {
  const { rows, total } = await selectPhotoQueue(db, {
    siteId: query.site_id,
    q: query.q,
    order: query.order,
    limit: MODERATION_PAGE_SIZE,
    offset: (query.page - 1) * MODERATION_PAGE_SIZE,
  });
  const items: QueuedPhoto[] = rows.map((row) => {
    const prefix = row.cdnPrefix ?? "/media/";
    return {
      id: row.id,
      profile_id: row.profileId,
      profile_name: row.profileName,
      site_id: row.siteId,
      site_name: row.siteName,
      premoderated: row.premoderated ?? false,
      url: `${prefix}${row.filename}`,
      thumb_url: `${prefix}${row.matchFilename}`,
      uploaded_at: row.createdAt.toISOString(),
    };
  });
  return { items, total, page: query.page, page_size: MODERATION_PAGE_SIZE };
}

export async function approvePhoto(request: FastifyRequest, photoId: number) {
  const outcome = await approvePhotoRow(request.server.db, photoId, staffIdOf(request), async () => {});
  if (!outcome) throw notFound("This photo");
  await audit(request, {
    action: "photo.approve",
    targetType: "photo",
    targetId: photoId,
    after: { moderation: "approved", profile_id: outcome.photo.profileId },
  });
  return { id: photoId, moderation: "approved" as const, reject_reason: null };
}

/**
 * Rejects a photo: gone for everyone at once, its files deleted (its row stays, so the owner reads the
 * reason), the member mailed in their language. Moderators and support (the member tools) call it.
 */
export async function rejectPhoto(
  request: FastifyRequest,
  storage: MediaStorage,
  photoId: number,
  reason: string,
) {
  const outcome = await rejectPhotoRow(
    request.server.db,
    photoId,
    staffIdOf(request),
    reason,
    async (tx, { member }) => {
      if (member) await mailMember(tx, request, "photo_rejected", member, reason);
    },
  );
  if (!outcome) throw notFound("This photo");
  const { photo } = outcome;
  await Promise.all(
    [photo.filename, photo.matchFilename, photo.thumbFilename]
      .filter((key) => key.startsWith(UPLOAD_PREFIX))
      .map((key) => storage.delete(key)),
  );
  await audit(request, {
    action: "photo.reject",
    targetType: "photo",
    targetId: photoId,
    after: { moderation: "rejected", reason, profile_id: photo.profileId, mailed: outcome.member !== null },
  });
  return { id: photoId, moderation: "rejected" as const, reject_reason: reason };
}

// ---- texts ----

export async function listTextQueue(db: Db, query: ListQuery) {
  const { rows, total } = await selectTextQueue(db, {
    siteId: query.site_id,
    q: query.q,
    order: query.order,
    limit: MODERATION_PAGE_SIZE,
    offset: (query.page - 1) * MODERATION_PAGE_SIZE,
  });
  const items: QueuedText[] = rows.map((row) => ({
    profile_id: row.profileId,
    profile_name: row.profileName,
    site_id: row.siteId,
    site_name: row.siteName,
    about: row.about,
    approved_about: row.approvedAbout,
    submitted_at: (row.submittedAt ?? new Date(0)).toISOString(),
  }));
  return { items, total, page: query.page, page_size: MODERATION_PAGE_SIZE };
}

function textChanged(): AppError {
  return new AppError(409, "MODERATION_TEXT_CHANGED", "The text changed after it was read; read it again.");
}

/** Approves the waiting text, if it is still `seen`, the one the moderator read. */
export async function approveText(request: FastifyRequest, profileId: number, seen: string) {
  const outcome = await reviewTextRow(
    request.server.db,
    profileId,
    staffIdOf(request),
    seen,
    { approve: true },
    async () => {},
  );
  if (!outcome) throw notFound("This profile text");
  if (outcome === "changed") throw textChanged();
  await audit(request, {
    action: "text.approve",
    targetType: "profile",
    targetId: profileId,
    after: { about: outcome.about },
  });
  return { profile_id: profileId, about: outcome.about };
}

/** Rejects the waiting text: the last approved one is put back, and the member is mailed the reason. */
export async function rejectText(request: FastifyRequest, profileId: number, seen: string, reason: string) {
  const outcome = await reviewTextRow(
    request.server.db,
    profileId,
    staffIdOf(request),
    seen,
    { approve: false, reason },
    async (tx, { member }) => {
      if (member) await mailMember(tx, request, "text_rejected", member, reason);
    },
  );
  if (!outcome) throw notFound("This profile text");
  if (outcome === "changed") throw textChanged();
  await audit(request, {
    action: "text.reject",
    targetType: "profile",
    targetId: profileId,
    before: { about: outcome.before },
    after: { about: outcome.about, reason },
  });
  return { profile_id: profileId, about: outcome.about };
}

// ---- complaints ----

/** No 0/O or 1/I: a reference is read out on the phone and typed back. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newComplaintReference(): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const block = () => Array.from({ length: 4 }, pick).join("");
  return `C-${block()}-${block()}`;
}

export interface ComplaintInput {
  siteId: number;
  userId?: number | null;
  email: string;
  name: string;
  category: string;
  description: string;
  /** The complainant's interface language; the reply mail's frame is in it. */
  language: string;
  profileId?: number | null;
  conversationId?: number | null;
}

/** Records a complaint (the /complaints form of issue 16 calls this) and answers its public reference. */
export async function createComplaint(
  db: Db,
  input: ComplaintInput,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await insertComplaint(db, {
      reference: newComplaintReference(),
      siteId: input.siteId,
      userId: input.userId ?? null,
      email: input.email.trim(),
      name: input.name.trim(),
      category: input.category,
      description: input.description,
      language: input.language,
      profileId: input.profileId ?? null,
      conversationId: input.conversationId ?? null,
    });
    if (created) return created;
  }
  throw new Error("no free complaint reference after 5 draws");
}

function toSummary(row: {
  id: number;
  reference: string;
  siteId: number;
  siteName: string;
  email: string;
  name: string;
  category: string;
  status: ComplaintStatus;
  createdAt: Date;
}): ComplaintSummary {
  return {
    id: row.id,
    reference: row.reference,
    site_id: row.siteId,
    site_name: row.siteName,
    email: row.email,
    name: row.name,
    category: row.category,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

function toDetail(row: ComplaintRow): ComplaintDetail {
  return {
    ...toSummary(row),
    user_id: row.userId,
    description: row.description,
    language: row.language,
    profile_id: row.profileId,
    conversation_id: row.conversationId,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    replied_by_email: row.repliedByEmail,
  };
}

export async function listComplaints(
  db: Db,
  query: ListQuery & { sort: "created" | "status" | "email"; status?: ComplaintStatus | undefined },
) {
  const { rows, total } = await selectComplaintPage(db, {
    q: query.q,
    siteId: query.site_id,
    status: query.status,
    sort: query.sort,
    order: query.order,
    limit: COMPLAINTS_PAGE_SIZE,
    offset: (query.page - 1) * COMPLAINTS_PAGE_SIZE,
  });
  return { items: rows.map(toSummary), total, page: query.page, page_size: COMPLAINTS_PAGE_SIZE };
}

export async function getComplaint(db: Db, id: number) {
  const row = await selectComplaint(db, id);
  if (!row) throw new AppError(404, "NOT_FOUND", "This complaint does not exist.");
  return { complaint: toDetail(row) };
}

/** Mails the reply to the complainant (in their language's frame) and marks the complaint answered. */
export async function replyToComplaint(request: FastifyRequest, id: number, reply: string) {
  const before = await selectComplaint(request.server.db, id);
  if (!before) throw new AppError(404, "NOT_FOUND", "This complaint does not exist.");
  const row = await replyToComplaintRow(
    request.server.db,
    id,
    staffIdOf(request),
    reply,
    async (tx, complaint) => {
      const mail = renderModerationMail("complaint_reply", {
        language: complaint.language,
        site: { name: complaint.siteName, supportEmail: complaint.supportEmail },
        name: complaint.name,
        words: reply,
        link: `${originOf(request, complaint.siteDomain)}/`,
        reference: complaint.reference,
      });
      await enqueueMail(tx, {
        siteId: complaint.siteId,
        to: complaint.email,
        kind: "complaint_reply",
        ...mail,
      });
    },
  );
  if (!row) throw new AppError(404, "NOT_FOUND", "This complaint does not exist.");
  await audit(request, {
    action: "complaint.reply",
    targetType: "complaint",
    targetId: id,
    before: { status: before.status },
    after: { status: row.status, reply },
  });
  return { complaint: toDetail(row) };
}
