/**
 * The operator inbox's rules (issue 15, item 3): the queue, claims (a lock per conversation with a timeout,
 * so two operators never answer the same one), the workspace (only the member's public profile), notes,
 * answers as the operator profile (free, marked with the operator, live to the member) and the figures.
 */
import {
  OPERATOR_CLAIM_MS,
  OPERATOR_FIGURES_MAX_DAYS,
  OPERATOR_FIGURES_PAGE_SIZE,
  OPERATOR_MESSAGES_PAGE_SIZE,
  OPERATOR_QUEUE_PAGE_SIZE,
  type OperatorAnswerRequest,
  type OperatorClaim,
  type OperatorConversation,
  type OperatorFiguresQuery,
  type OperatorFiguresResponse,
  type OperatorMember,
  type OperatorNote,
  type OperatorQueueQuery,
  type OperatorQueueResponse,
} from "@amora/contract/admin-operator";
import type { Message } from "@amora/contract/chat";
import type { ServerEvent } from "@amora/contract/events";
import { messageTextIssue } from "@amora/contract/field-rules";
import { GIFTS } from "@amora/contract/gifts";
import { PRODUCT_LANGUAGES } from "@amora/contract/locales";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { type Addressed, appendEventsIn } from "../../lib/realtime/event-log.ts";
import { toMessage } from "../chat/chat.service.ts";
import { mainImage } from "../profiles/profiles.service.ts";
import {
  countQueue,
  deleteClaim,
  insertAnswerMessage,
  insertNote,
  insertOperatorAnswer,
  lockHeldClaim,
  type OperatorConversationRow,
  selectClaim,
  selectFigures,
  selectMessageByClientId,
  selectMessagePage,
  selectNotes,
  selectOperatorConversation,
  selectPhotoOf,
  selectProfilePhotos,
  selectPublicProfile,
  selectQueue,
  selectSites,
  selectUnread,
  selectWaitingSince,
  touchSides,
  upsertClaim,
} from "./operator-inbox.queries.ts";

const NOTES_SHOWN = 100;
const DAY_MS = 86_400_000;

function notFound(): AppError {
  return new AppError(404, "NOT_FOUND", "This conversation is not in the operator inbox.");
}
function claimTaken(expiresAt: Date): AppError {
  return new AppError(409, "OPERATOR_CLAIM_TAKEN", "Another operator has claimed this conversation.", {
    params: { expires_at: expiresAt.toISOString() },
  });
}
function claimRequired(): AppError {
  return new AppError(
    409,
    "OPERATOR_CLAIM_REQUIRED",
    "Claim this conversation first (or again: your claim expired).",
  );
}
const iso = (value: string | Date) => new Date(value).toISOString();

export async function listQueue(
  db: Db,
  staffId: number,
  query: OperatorQueueQuery,
  now = new Date(),
): Promise<OperatorQueueResponse> {
  const filter = {
    staffId,
    q: query.q || undefined,
    site: query.site,
    language: query.language,
    sort: query.sort,
    order: query.order,
    limit: OPERATOR_QUEUE_PAGE_SIZE,
    offset: (query.page - 1) * OPERATOR_QUEUE_PAGE_SIZE,
    now,
  };
  const rows = await selectQueue(db, filter);
  const total = rows.length > 0 ? Number(rows[0]?.total) : query.page > 1 ? await countQueue(db, filter) : 0;
  return {
    items: rows.map((row) => ({
      conversation: Number(row.conversation),
      profile: { id: Number(row.profile_id), name: row.profile_name, kind: row.kind },
      member: { id: Number(row.member_id), name: row.member_name },
      site: { id: Number(row.site_id), name: row.site_name },
      language: row.language,
      unread: Number(row.unread),
      waiting_since: iso(row.waiting_since),
      claim:
        row.claim_staff === null || row.claim_expires === null
          ? null
          : { mine: Number(row.claim_staff) === staffId, expires_at: iso(row.claim_expires) },
    })),
    total,
    page: query.page,
    page_size: OPERATOR_QUEUE_PAGE_SIZE,
    sites: await selectSites(db),
    languages: [...PRODUCT_LANGUAGES],
  };
}

async function operatorConversation(db: Db, conversation: number): Promise<OperatorConversationRow> {
  const row = await selectOperatorConversation(db, conversation);
  if (!row) throw notFound();
  return row;
}

/**
 * Claims a waiting conversation for `CLAIM_MS`, or extends the caller's own claim (then it need not wait any
 * more: an operator may keep the workspace open while writing). Another operator's unexpired claim refuses.
 */
export async function claim(
  db: Db,
  staffId: number,
  conversation: number,
  now = new Date(),
): Promise<{ claim: OperatorClaim; extended: boolean }> {
  const row = await operatorConversation(db, conversation);
  const held = await selectClaim(db, conversation);
  const mine = held?.staffId === staffId && held.expiresAt > now;
  if (!mine && row.unread === 0) throw notFound();
  const claimed = await upsert(db, conversation, staffId, now);
  return { claim: claimed, extended: mine };
}

async function upsert(db: Db, conversation: number, staffId: number, now: Date): Promise<OperatorClaim> {
  const row = await upsertClaim(db, conversation, staffId, now, new Date(now.getTime() + OPERATOR_CLAIM_MS));
  if (!row) {
    const other = await selectClaim(db, conversation);
    throw claimTaken(other?.expiresAt ?? now);
  }
  return { conversation, expires_at: row.expiresAt.toISOString() };
}

/** Lets a claim go before it expires; answers whether the caller held one. */
export async function release(db: Db, staffId: number, conversation: number): Promise<boolean> {
  await operatorConversation(db, conversation);
  return deleteClaim(db, conversation, staffId);
}

/** The caller's unexpired claim, or the reason there is none (another's claim, or none at all). */
async function heldClaim(db: Db, staffId: number, conversation: number, now: Date) {
  const held = await selectClaim(db, conversation);
  if (held && held.expiresAt > now && held.staffId !== staffId) throw claimTaken(held.expiresAt);
  if (!held || held.staffId !== staffId || held.expiresAt <= now) throw claimRequired();
  return held;
}

function publicMember(row: NonNullable<Awaited<ReturnType<typeof selectPublicProfile>>>): OperatorMember {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    city: row.city,
    country: row.country,
    about: row.about,
    main_image: mainImage(row),
  };
}

function toNote(
  row: { id: number; body: string; staffId: number; by: string; createdAt: Date },
  me: number,
): OperatorNote {
  return {
    id: row.id,
    body: row.body,
    by: row.by,
    mine: row.staffId === me,
    at: row.createdAt.toISOString(),
  };
}

/**
 * The claimed conversation's workspace: the member's public profile (never their account), the conversation
 * (a page, backwards with `before`), the profile written as with its photos, and the notes. Looking renews
 * the caller's claim.
 */
export async function workspace(
  db: Db,
  staffId: number,
  conversation: number,
  options: { before?: number | undefined; cdnPrefix: string },
  now = new Date(),
): Promise<OperatorConversation> {
  const { before } = options;
  const row = await operatorConversation(db, conversation);
  await heldClaim(db, staffId, conversation, now);
  const claimed = await upsert(db, conversation, staffId, now);
  const [member, profile, photos, page, notes] = await Promise.all([
    selectPublicProfile(db, row.memberProfileId),
    selectPublicProfile(db, row.profileId),
    selectProfilePhotos(db, row.profileId),
    selectMessagePage(db, conversation, OPERATOR_MESSAGES_PAGE_SIZE + 1, before),
    selectNotes(db, conversation, NOTES_SHOWN),
  ]);
  if (!member || !profile) throw notFound();
  return {
    conversation,
    claim: claimed,
    member: publicMember(member),
    profile: {
      ...publicMember(profile),
      kind: profile.kind,
      photos: photos.map((p) => ({ id: p.id, filename: p.filename, thumb_filename: p.thumbFilename })),
    },
    messages: page.slice(0, OPERATOR_MESSAGES_PAGE_SIZE).reverse().map(toMessage),
    has_more: page.length > OPERATOR_MESSAGES_PAGE_SIZE,
    notes: notes.map((note) => toNote(note, staffId)),
    message_length: row.messageLength,
    gifts: [...GIFTS],
    cdn_prefix: options.cdnPrefix,
  };
}

/** A note on the conversation for the next operator; needs the claim (and renews it). */
export async function addNote(
  db: Db,
  staffId: number,
  conversation: number,
  body: string,
  now = new Date(),
): Promise<OperatorNote> {
  await operatorConversation(db, conversation);
  await heldClaim(db, staffId, conversation, now);
  await upsert(db, conversation, staffId, now);
  return toNote(await insertNote(db, conversation, staffId, body, now), staffId);
}

/** What an answer sends, checked against the member's site and the profile's own photos. */
async function answerContent(db: Db, row: OperatorConversationRow, request: OperatorAnswerRequest) {
  if (request.gift !== undefined) {
    return {
      kind: "gift" as const,
      text: "",
      gift: request.gift,
      photoFilename: null,
      photoThumbFilename: null,
    };
  }
  if (request.photo !== undefined) {
    const photo = await selectPhotoOf(db, row.profileId, request.photo);
    if (!photo) throw invalidFields([{ field: "photo", code: "invalid_value" }]);
    return {
      kind: "photo" as const,
      text: "",
      gift: null,
      photoFilename: photo.filename,
      photoThumbFilename: photo.thumbFilename,
    };
  }
  const text = (request.text ?? "").trim();
  const issue = messageTextIssue(text, row.messageLength);
  if (issue === "required") throw invalidFields([{ field: "text", code: issue }]);
  if (issue === "MESSAGE_TOO_LONG") {
    throw new AppError(
      400,
      "MESSAGE_TOO_LONG",
      `A message can have at most ${row.messageLength} characters.`,
      {
        params: { max: row.messageLength },
      },
    );
  }
  return { kind: "text" as const, text, gift: null, photoFilename: null, photoThumbFilename: null };
}

export interface Answered {
  message: Message;
  /** The live events stored with the answer, to publish once it has committed (none for a retry). */
  events: Addressed<ServerEvent>[];
  /** False when the client id was sent before (the stored message answers, nothing new happened). */
  fresh: boolean;
}

/**
 * Answers as the operator profile, under the caller's claim (locked while it writes, so an expiry or another
 * claim cannot slip in): the message (no credits, the operator recorded), the member's notification, both
 * sides' counts (the operator side read up to here: it leaves the queue), the figures' row, the member's
 * live events, and the claim released — one transaction. A retried client id answers the stored message.
 */
export async function answer(
  db: Db,
  staffId: number,
  conversation: number,
  request: OperatorAnswerRequest,
  notifyAfterMs: number | null,
  now = new Date(),
): Promise<Answered> {
  const row = await operatorConversation(db, conversation);
  const known = await selectMessageByClientId(db, row.profileId, request.client_id);
  if (known) {
    if (known.conversationId !== conversation || known.staffId !== staffId) {
      throw invalidFields([{ field: "client_id", code: "invalid_value" }]);
    }
    return { message: toMessage(known), events: [], fresh: false };
  }
  await heldClaim(db, staffId, conversation, now);
  const content = await answerContent(db, row, request);
  return db.transaction(async (tx) => {
    if (!(await lockHeldClaim(tx, conversation, staffId, now))) throw claimRequired();
    const current = await selectOperatorConversation(tx, conversation);
    if (!current) throw notFound();
    const waitingSince = await selectWaitingSince(
      tx,
      conversation,
      current.memberProfileId,
      current.readUpTo,
    );
    const stored = await insertAnswerMessage(tx, {
      conversation,
      profileId: current.profileId,
      memberProfileId: current.memberProfileId,
      staffId,
      ...content,
      clientId: request.client_id,
      at: now,
      notifyAt: notifyAfterMs === null ? null : new Date(now.getTime() + notifyAfterMs),
    });
    if (!stored) throw invalidFields([{ field: "client_id", code: "invalid_value" }]);
    await touchSides(tx, {
      conversation,
      profileId: current.profileId,
      memberProfileId: current.memberProfileId,
      messageId: stored.id,
      at: now,
    });
    await insertOperatorAnswer(tx, {
      messageId: stored.id,
      conversationId: conversation,
      staffId,
      waitingSince: waitingSince ?? now,
      answeredAt: now,
    });
    await deleteClaim(tx, conversation, staffId);
    const message = toMessage(stored);
    const unread = await selectUnread(tx, current.memberProfileId, conversation);
    const events = await appendEventsIn(
      tx,
      [
        {
          profileId: current.memberProfileId,
          event: { type: "message", message, unread_total: unread.total },
        },
        // The operator side has read the member's messages: the member's "Seen" marks, when they keep them on.
        ...(current.readReceipts
          ? [
              {
                profileId: current.memberProfileId,
                event: {
                  type: "read" as const,
                  conversation,
                  profile: current.profileId,
                  up_to: stored.id - 1,
                },
              },
            ]
          : []),
      ],
      now,
    );
    return { message, events, fresh: true };
  });
}

/** The figures' period: [from, to] as whole days (to included), a month back by default, at most a year. */
export function figuresPeriod(query: Pick<OperatorFiguresQuery, "from" | "to">, now = new Date()) {
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(now.toISOString().slice(0, 10));
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - 29 * DAY_MS);
  if (from > to) throw invalidFields([{ field: "from", code: "too_big" }], "querystring");
  if ((to.getTime() - from.getTime()) / DAY_MS >= OPERATOR_FIGURES_MAX_DAYS) {
    throw invalidFields([{ field: "from", code: "too_small" }], "querystring");
  }
  return { from, to: new Date(to.getTime() + DAY_MS) };
}

/** Per operator: answers and the median response time; `everyone` for admins, else only the caller's own. */
export async function figures(
  db: Db,
  staffId: number,
  everyone: boolean,
  query: OperatorFiguresQuery,
  now = new Date(),
): Promise<OperatorFiguresResponse> {
  const period = figuresPeriod(query, now);
  const rows = await selectFigures(db, {
    ...period,
    staffId: everyone ? undefined : staffId,
    q: query.q || undefined,
    sort: query.sort,
    order: query.order,
    limit: OPERATOR_FIGURES_PAGE_SIZE,
    offset: (query.page - 1) * OPERATOR_FIGURES_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      staff_id: Number(row.staff_id),
      name: row.name,
      answered: Number(row.answered),
      median_seconds: row.median_seconds === null ? null : Math.round(Number(row.median_seconds)),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    page_size: OPERATOR_FIGURES_PAGE_SIZE,
    from: period.from.toISOString().slice(0, 10),
    to: new Date(period.to.getTime() - DAY_MS).toISOString().slice(0, 10),
    everyone,
  };
}
