/**
 * The live connection (WebSocket at /api/live, one per tab): what the server pushes to a member, and what
 * the tab says back. Every pushed event has a per-member increasing `id`; a tab that reconnects says
 * `hello` with the last id it handled and first receives, in order, every event it missed.
 */
import { z } from "zod";
import { MessageSchema } from "./chat.ts";

export const LIVE_PATH = "/api/live";
/**
 * The page-hidden beacon (spec §7): `navigator.sendBeacon` with an empty JSON object when the page is hidden,
 * so the server counts the member away even when the socket cannot say so any more (a closing or frozen tab).
 */
export const PAGE_HIDDEN_PATH = "/api/page-hidden.php";

const EventBase = { id: z.number().int().positive(), at: z.string() };

export const ServerEventSchema = z.discriminatedUnion("type", [
  /** A message in one of the member's conversations (theirs, from another tab, or to them). */
  z.object({
    ...EventBase,
    type: z.literal("message"),
    message: MessageSchema,
    unread_total: z.number().int(),
  }),
  /** A conversation's unread count changed (read in another tab, deleted). */
  z.object({
    ...EventBase,
    type: z.literal("unread"),
    conversation: z.number().int(),
    num_unread_messages: z.number().int(),
    unread_total: z.number().int(),
  }),
  /** Someone liked the member. */
  z.object({ ...EventBase, type: z.literal("like"), profile: z.number().int(), new_likes: z.number().int() }),
  /** A like made a match (sent to both sides). */
  z.object({ ...EventBase, type: z.literal("match"), profile: z.number().int() }),
  /** The other side is typing (not stored: never replayed). */
  z.object({
    ...EventBase,
    type: z.literal("typing"),
    conversation: z.number().int(),
    profile: z.number().int(),
  }),
  /** The member's balance changed outside this tab's own sends (a payment completed). */
  z.object({
    ...EventBase,
    type: z.literal("credits"),
    credits: z.number().int(),
    paid_user: z.boolean(),
  }),
  /** The other side has read the conversation up to this message. */
  z.object({
    ...EventBase,
    type: z.literal("read"),
    conversation: z.number().int(),
    profile: z.number().int(),
    up_to: z.number().int(),
  }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
export type ServerEventType = ServerEvent["type"];

/** The first frame from the server after the connection opens (before any replay). */
export const WelcomeSchema = z.object({ type: z.literal("welcome"), last_event_id: z.number().int() });

export const ClientEventSchema = z.discriminatedUnion("type", [
  /**
   * First frame of a tab: the last event id it handled (0 for none), and whether the tab is visible now
   * (absent: visible, as tabs said before presence existed).
   */
  z.object({
    type: z.literal("hello"),
    last_event_id: z.number().int().min(0),
    visible: z.boolean().optional(),
  }),
  /** The tab became visible or hidden (each `visibilitychange`): the member is present only while one is visible. */
  z.object({ type: z.literal("visibility"), visible: z.boolean() }),
  z.object({ type: z.literal("typing"), conversation: z.number().int().positive() }),
  z.object({ type: z.literal("read"), conversation: z.number().int().positive() }),
]);
export type ClientEvent = z.infer<typeof ClientEventSchema>;
