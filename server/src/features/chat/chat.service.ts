/**
 * Conversations and sending (spec §4, §6, §9): who may write to whom, what it costs, and that a message
 * is stored and charged exactly once — under a lock on the sender's account, so parallel sends from
 * several tabs queue, and the balance is checked and lowered in one statement, never below zero.
 */

import { randomBytes } from "node:crypto";
import {
  CHATS_PAGE_SIZE,
  type ChatEntry,
  type ChatMember,
  type ChatResponse,
  MESSAGES_PAGE_SIZE,
  type Message,
  type SendRequest,
  type SendResponse,
} from "@amora/contract/chat";
import { FREE_CONVERSATION_LIMIT } from "@amora/contract/constants";
import type { ServerEvent } from "@amora/contract/events";
import { messageTextIssue } from "@amora/contract/field-rules";
import { isGift } from "@amora/contract/gifts";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { processUpload } from "../../lib/images/photo-upload.ts";
import type { EventBus } from "../../lib/realtime/event-bus.ts";
import type { Addressed } from "../../lib/realtime/event-log.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { memberRequired } from "../../plugins/auth.ts";
import { blockStateBetween } from "../blocks/blocks.service.ts";
import { notifyRead } from "../live/notify.ts";
import { mainImage } from "../profiles/profiles.service.ts";
import type { Site } from "../sites/sites.service.ts";
import {
  bothShow,
  hideConversations,
  loadCredits,
  type MessageRow,
  markRead,
  type NewMessage,
  type Sender,
  type SendInput,
  type SendOutcome,
  selectChatList,
  selectConversationIdsWith,
  selectCreditsSpentIn,
  selectMembership,
  selectMessageByClientId,
  selectMessages,
  selectSender,
  selectTalkState,
  sendInOneStatement,
  type TalkState,
} from "./chat.queries.ts";

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversation: row.conversationId,
    from: row.senderProfileId,
    kind: row.kind,
    text: row.text,
    photo:
      row.photoFilename && row.photoThumbFilename
        ? { filename: row.photoFilename, thumb_filename: row.photoThumbFilename }
        : null,
    gift: row.gift,
    client_id: row.clientId,
    sent_at: row.createdAt.toISOString(),
  };
}

function notFound(): AppError {
  return new AppError(404, "NOT_FOUND", "This conversation does not exist.");
}

type ChatListRow = Awaited<ReturnType<typeof selectChatList>>[number];

/** The other member of a list entry, as every card shows them (name, age, city); the photo only while active. */
function chatMember(row: ChatListRow): ChatMember {
  return {
    name: row.name,
    age: row.age,
    city: row.city !== "" ? row.city : null,
    main_image: mainImage(row),
    fictional: row.fictional,
  };
}

export async function listChats(db: Db, me: number, before?: string) {
  const rows = await selectChatList(db, me, CHATS_PAGE_SIZE, before ? new Date(before) : undefined);
  const chats: ChatEntry[] = rows.map((row) => ({
    conversation: row.conversation,
    profile: row.profile,
    member: chatMember(row),
    num_unread_messages: row.unread,
    last_message:
      row.lastKind && row.lastSentAt
        ? {
            kind: row.lastKind,
            text: row.lastText ?? "",
            mine: row.lastFrom === me,
            sent_at: row.lastSentAt.toISOString(),
          }
        : null,
  }));
  const last = rows.at(-1);
  return {
    chats,
    next_before: rows.length === CHATS_PAGE_SIZE && last ? last.lastMessageAt.toISOString() : null,
  };
}

type BlockedReason = ChatResponse["blocked_reason"];

/**
 * Whether a sender with this account status may write to the member `state` describes (none: not a
 * profile, or the sender's own): an active profile, no block either way, both e-mails confirmed (spec §4:
 * while one side is unconfirmed the other cannot reply, and both are told why), and an invisible member
 * only for those they contacted (wrote to or liked).
 */
function talkProblem(senderStatus: Sender["status"], state: TalkState): AppError | null {
  if (senderStatus !== "active") {
    return new AppError(403, "OWN_EMAIL_UNCONFIRMED", "Confirm your e-mail address to send messages.");
  }
  if (state?.status !== "active") return new AppError(404, "NOT_FOUND", "This profile does not exist.");
  if (state.blocked) {
    return new AppError(403, "CHAT_NOT_POSSIBLE", "You can't send messages to this member.");
  }
  if (state.accountStatus === "not_confirmed") {
    return new AppError(
      403,
      "THEIR_EMAIL_UNCONFIRMED",
      `${state.name} hasn't confirmed their e-mail address yet, so you can't reply for now.`,
      { params: { name: state.name } },
    );
  }
  if (!state.reachable) return new AppError(404, "NOT_FOUND", "This profile does not exist.");
  return null;
}

/** Whether `sender` may write to `other` now (talkProblem), read in one round trip. */
async function sendingProblem(db: Db, sender: Sender, other: number): Promise<AppError | null> {
  const state = other === sender.profileId ? undefined : await selectTalkState(db, sender.profileId, other);
  return talkProblem(sender.status, state);
}

function blockedReasonOf(problem: AppError | null): BlockedReason {
  if (problem?.code === "OWN_EMAIL_UNCONFIRMED") return "own_email_unconfirmed";
  if (problem?.code === "THEIR_EMAIL_UNCONFIRMED") return "their_email_unconfirmed";
  if (problem?.code === "CHAT_NOT_POSSIBLE") return "blocked";
  return null;
}

/** A page of a conversation (newest page first, then backwards); reading the newest page marks it read. */
export async function readConversation(
  db: Db,
  reader: Sender,
  conversationId: number,
  before?: number,
): Promise<ChatResponse> {
  const me = reader.profileId;
  const membership = await selectMembership(db, me, conversationId);
  if (!membership) throw notFound();
  const block = await blockStateBetween(db, me, membership.otherProfileId);
  if (block.blockedMe) throw notFound();
  const other = membership.otherProfileId;
  const rows = await selectMessages(db, conversationId, MESSAGES_PAGE_SIZE + 1, before);
  if (before === undefined) await markRead(db, me, conversationId, rows[0]?.id ?? 0);
  return {
    conversation: conversationId,
    profile: other,
    messages: rows.slice(0, MESSAGES_PAGE_SIZE).reverse().map(toMessage),
    has_more: rows.length > MESSAGES_PAGE_SIZE,
    blocked_reason: blockedReasonOf(await sendingProblem(db, reader, other)),
    read_up_to: (await bothShow(db, me, other, "receipts"))
      ? ((await selectMembership(db, other, conversationId))?.readUpTo ?? 0)
      : 0,
    credits_spent: await selectCreditsSpentIn(db, reader.id, conversationId),
  };
}

/** The member as the chat calls need them (one light row), or undefined when the account is gone. */
export function loadSender(db: Db, siteId: number, userId: number): Promise<Sender | undefined> {
  return selectSender(db, siteId, userId);
}

/** How many messages of a conversation are unread for the member (0 when not theirs). */
export async function unreadIn(db: Db, me: number, conversation: number): Promise<number> {
  return (await selectMembership(db, me, conversation))?.unread ?? 0;
}

/**
 * Tells that `reader` read a conversation up to message `upTo`: their tabs always learn, the other member
 * only when both keep read receipts on.
 */
export async function announceRead(
  db: Db,
  bus: EventBus,
  reader: number,
  other: number,
  conversation: number,
  upTo: number,
) {
  const receipt = await bothShow(db, reader, other, "receipts");
  return notifyRead(db, bus, reader, other, conversation, upTo, receipt);
}

/**
 * A tab showed a conversation's newest messages (the live `read` frame): marks it read up to its newest
 * message and announces it; nothing when nothing was unread, so opening a read conversation publishes nothing.
 */
export async function readNewest(db: Db, bus: EventBus, me: number, conversation: number): Promise<void> {
  const membership = await selectMembership(db, me, conversation);
  if (!membership || membership.unread === 0) return;
  const [newest] = await selectMessages(db, conversation, 1);
  const upTo = newest?.id ?? 0;
  await markRead(db, me, conversation, upTo);
  await announceRead(db, bus, me, membership.otherProfileId, conversation, upTo);
}

/** The other member of a conversation of `me`, or null when it is not theirs or a block stands either way. */
export async function unblockedPeerIn(db: Db, me: number, conversation: number): Promise<number | null> {
  const membership = await selectMembership(db, me, conversation);
  if (!membership) return null;
  const block = await blockStateBetween(db, me, membership.otherProfileId);
  return block.blockedByMe || block.blockedMe ? null : membership.otherProfileId;
}

/** Whether a conversation is one of `me`'s, blocked or not (a complaint may name only the member's own). */
export async function isConversationOf(db: Db, me: number, conversation: number): Promise<boolean> {
  return (await selectMembership(db, me, conversation)) !== undefined;
}

/** Whether typing shows between two members: only when both keep typing indicators on. */
export function typingShown(db: Db, a: number, b: number): Promise<boolean> {
  return bothShow(db, a, b, "typing");
}

function messageOf(site: Site, request: SendRequest): { message: NewMessage; cost: number } {
  const text = request.text.trim();
  if (request.gift !== undefined) {
    if (!isGift(request.gift)) throw invalidFields([{ field: "gift", code: "invalid_value" }]);
    return {
      message: { kind: "gift", text, gift: request.gift, clientId: request.client_id },
      cost: site.giftCredits,
    };
  }
  const issue = messageTextIssue(text, site.messageLength);
  if (issue === "required") throw invalidFields([{ field: "text", code: issue }]);
  if (issue === "MESSAGE_TOO_LONG") {
    throw new AppError(
      400,
      "MESSAGE_TOO_LONG",
      `A message can have at most ${site.messageLength} characters.`,
      {
        params: { max: site.messageLength },
      },
    );
  }
  return { message: { kind: "text", text, clientId: request.client_id }, cost: site.messageCredits };
}

/**
 * A send's answer and the live events stored with it (none for a retry of a stored message); the caller
 * publishes the events once the transaction has committed.
 */
export interface Delivered {
  response: SendResponse;
  events: Addressed<ServerEvent>[];
}

/**
 * Sends a text or a gift (photos: sendPhoto), charged once per client id; the recipient's notification is
 * queued with it, due `notifyAfterMs` later.
 */
export async function sendMessage(
  db: Db,
  site: Site,
  sender: Sender,
  request: SendRequest,
  notifyAfterMs: number,
  now = new Date(),
): Promise<Delivered> {
  const { message, cost } = messageOf(site, request);
  const target =
    request.conversation === undefined
      ? { profile: request.profile ?? 0 }
      : { conversation: request.conversation };
  return deliver(db, sender, target, message, cost, notifyAfterMs, now);
}

/**
 * How often a send runs again when a parallel send of the same member outdated its count of started
 * conversations (sendInOneStatement); each run after the first sees that send, so two are the rule.
 */
const SEND_RUNS = 5;

/**
 * Why the send statement stored nothing, in the order the rules are checked: the conversation, the rules
 * of who may talk, the account, the free members' limit ("outdated": run the statement again), then the
 * balance; null when the rules allowed it (then a retried client id).
 */
function refusalOf(outcome: SendOutcome, sender: Sender, cost: number): AppError | "outdated" | null {
  if (outcome.other === null) return notFound();
  const problem = talkProblem(outcome.account?.status ?? sender.status, outcome.talk);
  if (problem) return problem;
  const { account } = outcome;
  // The account was deleted while this message was on its way.
  if (!account) memberRequired();
  if (account.startsConversation && !account.paid) {
    if (!account.fresh) return "outdated";
    if (account.started >= FREE_CONVERSATION_LIMIT) {
      return new AppError(403, "CONVERSATION_LIMIT_REACHED", "Become premium to start more conversations.", {
        params: { limit: FREE_CONVERSATION_LIMIT },
      });
    }
  }
  if (account.credits < cost) {
    return new AppError(402, "INSUFFICIENT_CREDITS", "You need more credits to send this.", {
      params: { cost, credits: account.credits },
    });
  }
  return null;
}

/**
 * Stores and charges a message after the rules, with its live events, in one statement (chat.queries.ts
 * `sendInOneStatement`); a known client id answers the stored message.
 */
export async function deliver(
  db: Db,
  sender: Sender,
  target: SendInput["target"],
  message: NewMessage,
  cost: number,
  /** How long the recipient's notification waits (NOTIFICATION_DELAY_MS); null queues none. */
  notifyAfterMs: number | null,
  now = new Date(),
): Promise<Delivered> {
  const me = sender.profileId;
  const notifyAt = notifyAfterMs === null ? null : new Date(now.getTime() + notifyAfterMs);
  for (let run = 0; run < SEND_RUNS; run += 1) {
    const outcome = await sendInOneStatement(db, {
      me,
      userId: sender.id,
      target,
      message,
      cost,
      freeConversationLimit: FREE_CONVERSATION_LIMIT,
      at: now,
      notifyAt,
    });
    const { stored } = outcome;
    if (stored && outcome.other !== null) {
      const sent = toMessage(stored.row);
      const at = now.toISOString();
      const event = (side: { event: number; unread: number }) =>
        ({ type: "message", id: side.event, at, message: sent, unread_total: side.unread }) as const;
      return {
        response: { message: sent, credits: stored.balance },
        events: [
          { profileId: outcome.other, event: event(stored.theirs) },
          { profileId: me, event: event(stored.mine) },
        ],
      };
    }
    const refusal = refusalOf(outcome, sender, cost);
    if (refusal === "outdated") continue;
    if (refusal) throw refusal;
    return answerKnown(db, me, message, outcome.account?.credits ?? 0);
  }
  throw new Error(`a send was outdated by parallel sends ${SEND_RUNS} times in a row`);
}

/** A message the rules and the balance allowed, not stored: its client id was sent before; answers that one. */
async function answerKnown(db: Db, me: number, message: NewMessage, credits: number): Promise<Delivered> {
  const known = message.clientId ? await selectMessageByClientId(db, me, message.clientId) : undefined;
  if (!known) throw new Error("a message was neither stored nor found by its client id");
  return { response: { message: toMessage(known), credits }, events: [] };
}

/** Whom a send goes to: the other member of the sender's conversation, or the profile named. */
async function recipientOf(
  db: Db,
  me: number,
  target: { conversation?: number | undefined; profile?: number | undefined },
) {
  if (target.conversation === undefined) return target.profile ?? 0;
  const membership = await selectMembership(db, me, target.conversation);
  if (!membership) throw notFound();
  return membership.otherProfileId;
}

/**
 * A photo in a conversation: re-encoded like profile photos (metadata and GPS gone, sizes bounded), stored
 * under an unguessable name, charged the site's photo_credits once per client id.
 */
export async function sendPhoto(
  db: Db,
  storage: MediaStorage,
  site: Site,
  sender: Sender,
  target: { conversation?: number | undefined; profile?: number | undefined },
  clientId: string,
  upload: Buffer,
  notifyAfterMs: number,
): Promise<Delivered> {
  const me = sender.profileId;
  const other = await recipientOf(db, me, target);
  const known = await selectMessageByClientId(db, me, clientId);
  if (known) {
    return {
      response: { message: toMessage(known), credits: (await loadCredits(db, sender.id)) ?? 0 },
      events: [],
    };
  }
  const problem = await sendingProblem(db, sender, other);
  if (problem) throw problem;
  const photo = await processUpload(upload);
  const base = `chat/${me}/${randomBytes(12).toString("base64url")}`;
  const files = { photoFilename: `${base}.webp`, photoThumbFilename: `${base}-thumb.webp` };
  await Promise.all([
    storage.put(files.photoFilename, photo.full, "image/webp"),
    storage.put(files.photoThumbFilename, photo.thumb, "image/webp"),
  ]);
  try {
    return await deliver(
      db,
      sender,
      { profile: other },
      { kind: "photo", text: "", clientId, ...files },
      site.photoCredits,
      notifyAfterMs,
    );
  } catch (error) {
    await Promise.all([storage.delete(files.photoFilename), storage.delete(files.photoThumbFilename)]);
    throw error;
  }
}

/** Removes conversations from the member's list: one, or every one with a profile. */
export async function deleteChats(
  db: Db,
  me: number,
  target: { conversation?: number | undefined; profile?: number | undefined },
  now = new Date(),
): Promise<number> {
  if (target.conversation !== undefined) {
    if (!(await selectMembership(db, me, target.conversation))) throw notFound();
    return hideConversations(db, me, [target.conversation], now);
  }
  return hideConversations(db, me, await selectConversationIdsWith(db, me, target.profile ?? 0), now);
}
