/**
 * Publishing hooks for the other features: the route handlers call these after their transaction has
 * committed. Each stores the events in the member's log (lib/realtime/event-log.ts) first, then publishes
 * them, so a tab that is offline right now replays them when it reconnects.
 */
import type { ServerEvent } from "@amora/contract/events";
import { eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { profiles, users } from "../../db/schema.ts";
import type { EventBus } from "../../lib/realtime/event-bus.ts";
import { type Addressed, appendEvents, type NewServerEvent } from "../../lib/realtime/event-log.ts";
import { unreadMessagesOf } from "../chat/chat.columns.ts";
import { newLikesOf } from "../likes/likes.columns.ts";

/**
 * Some of the member's sessions just ended (logout, password change or reset, deletion): every process
 * checks the sessions of the member's open sockets now and closes those that ended.
 */
export async function signalSessionsChanged(bus: EventBus, profileId: number): Promise<void> {
  await bus.publish([profileId], { type: "sessions_changed" });
}

/** The request has been served already: a failed publish is logged, not answered (tabs catch up on reload). */
export function logLiveFailure(request: FastifyRequest) {
  return (err: unknown) => request.log.error({ err }, "live event not published");
}

/** Stores the events, then publishes each to its member; answers them as published. */
export async function publishEvents(db: Db, bus: EventBus, items: readonly Addressed<NewServerEvent>[]) {
  const stored = await appendEvents(db, items);
  await publishStored(bus, stored);
  return stored;
}

/**
 * A badge of each member, read now: unread messages or new likes.
 * The join is not needed for the data: with it, Drizzle qualifies the columns inside the badge subqueries
 * ("profiles"."id"), which a single-table select leaves bare and the subqueries would then misread.
 */
async function badgesOf(db: Db, ids: number[], badge: "unread" | "newLikes") {
  const count = badge === "unread" ? unreadMessagesOf(profiles.id) : newLikesOf(profiles.id);
  const rows = await db
    .select({ id: profiles.id, count })
    .from(profiles)
    .innerJoin(users, eq(users.profileId, profiles.id))
    .where(inArray(profiles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.count]));
  return (id: number) => byId.get(id) ?? 0;
}

/** Hands events already stored (committed with their change) to the bus. */
export async function publishStored(bus: EventBus, stored: readonly Addressed<ServerEvent>[]) {
  await Promise.all(stored.map(({ profileId, event }) => bus.publish([profileId], event)));
}

/**
 * A member read a conversation up to a message: `read` to the other side when `receipt` (both keep read
 * receipts on: the chat's rule, chat.service.ts `readReceiptsShown`), `unread` (now 0 there) to the reader's
 * tabs so their badges follow.
 */
export async function notifyRead(
  db: Db,
  bus: EventBus,
  readerProfileId: number,
  otherProfileId: number,
  conversation: number,
  upTo: number,
  receipt: boolean,
) {
  const unread = await badgesOf(db, [readerProfileId], "unread");
  // The reader's tabs always learn; the other side only with a receipt.
  const receipts = receipt
    ? [
        {
          profileId: otherProfileId,
          event: { type: "read" as const, conversation, profile: readerProfileId, up_to: upTo },
        },
      ]
    : [];
  return publishEvents(db, bus, [
    ...receipts,
    {
      profileId: readerProfileId,
      event: {
        type: "unread",
        conversation,
        num_unread_messages: 0,
        unread_total: unread(readerProfileId),
      },
    },
  ]);
}

/** A like: `like` to the liked member; when it made a match, `match` to both. */
export async function notifyLike(
  db: Db,
  bus: EventBus,
  likerProfileId: number,
  likedProfileId: number,
  match = false,
) {
  const newLikes = await badgesOf(db, [likedProfileId], "newLikes");
  const items: Addressed<NewServerEvent>[] = [
    {
      profileId: likedProfileId,
      event: { type: "like", profile: likerProfileId, new_likes: newLikes(likedProfileId) },
    },
  ];
  if (match) items.push(...matchEvents(likerProfileId, likedProfileId));
  return publishEvents(db, bus, items);
}

function matchEvents(a: number, b: number): Addressed<NewServerEvent>[] {
  return [
    { profileId: a, event: { type: "match", profile: b } },
    { profileId: b, event: { type: "match", profile: a } },
  ];
}

/** A match (both sides). */
export async function notifyMatch(db: Db, bus: EventBus, a: number, b: number) {
  return publishEvents(db, bus, matchEvents(a, b));
}

/** Typing is relayed, never stored: id 0 here; each socket stamps it with the last id its tab has. */
export async function relayTyping(
  bus: EventBus,
  toProfileId: number,
  fromProfileId: number,
  conversation: number,
) {
  await bus.publish([toProfileId], {
    type: "typing",
    id: 0,
    at: new Date().toISOString(),
    conversation,
    profile: fromProfileId,
  });
}
