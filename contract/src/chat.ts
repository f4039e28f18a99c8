/**
 * Conversations (spec §2, §3, §4, §6, §7, §9): the list (`GET /api/chats.php`) and one conversation as
 * the resource `/api/chat.php` — GET reads its messages (newest page first, then backwards), POST sends
 * (by conversation or to a profile, with a client-made id so a retry is stored and charged once), DELETE
 * removes it from the member's list (by conversation, or every conversation with a profile).
 */
import { z } from "zod";
import { MainImageSchema } from "./profiles.ts";

const Id = z.number().int().positive().max(2_147_483_647);
const IdParam = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The other member as the list shows them, sent with the entry so the list needs no profile call per row.
 * Age and city are null where the site does not show them (settings.visible_profile_fields).
 */
export const ChatMemberSchema = z.object({
  name: z.string(),
  age: z.number().int(),
  // null where the member gave no town.
  city: z.string().nullable(),
  main_image: MainImageSchema,
  fictional: z.boolean(),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

export const ChatEntrySchema = z.object({
  conversation: z.number().int(),
  profile: z.number().int(),
  member: ChatMemberSchema,
  num_unread_messages: z.number().int(),
  /** The newest message, for the list: its text (or kind) and time. */
  last_message: z
    .object({
      kind: z.enum(["text", "photo", "gift"]),
      text: z.string(),
      mine: z.boolean(),
      sent_at: z.string(),
    })
    .nullable(),
});
export type ChatEntry = z.infer<typeof ChatEntrySchema>;

export const ChatsQuerySchema = z.object({
  /** Paging by activity: entries whose last message is older than this (ISO), for "load more". */
  before: z.string().datetime().optional(),
});
export const CHATS_PAGE_SIZE = 30;
export const ChatsResponseSchema = z.object({
  chats: z.array(ChatEntrySchema),
  /** Pass as `before` to get the next page; null at the end. */
  next_before: z.string().nullable(),
});

export const MessageSchema = z.object({
  id: z.number().int(),
  conversation: z.number().int(),
  /** The sender's profile id. */
  from: z.number().int(),
  kind: z.enum(["text", "photo", "gift"]),
  text: z.string(),
  /** A photo message's image paths (behind the site's cdn_prefix). */
  photo: z.object({ filename: z.string(), thumb_filename: z.string() }).nullable(),
  gift: z.string().nullable(),
  client_id: z.string().nullable(),
  sent_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ChatQuerySchema = z.object({
  conversation: IdParam,
  /** Messages older than this id (paging backwards). */
  before: IdParam.optional(),
});
export const MESSAGES_PAGE_SIZE = 40;
export const ChatResponseSchema = z.object({
  conversation: z.number().int(),
  profile: z.number().int(),
  /** Oldest first within the page. */
  messages: z.array(MessageSchema),
  has_more: z.boolean(),
  /** Why the member cannot send here right now, if so (unconfirmed e-mail on either side, block). */
  blocked_reason: z.enum(["own_email_unconfirmed", "their_email_unconfirmed", "blocked"]).nullable(),
  /** The newest message id the other member has read (0 when not known, or read receipts are off). */
  read_up_to: z.number().int(),
  /** Credits the member has spent in this conversation (issue 17: what it has cost). */
  credits_spent: z.number().int(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** A client-made id per message (a UUID): the same id sent again is the same message, charged once. */
const ClientId = z.string().uuid();

export const SendRequestSchema = z
  .object({
    conversation: Id.optional(),
    profile: Id.optional(),
    text: z.string().max(10_000).default(""),
    gift: z.string().max(40).optional(),
    client_id: ClientId,
  })
  .refine((body) => (body.conversation === undefined) !== (body.profile === undefined), {
    message: "either conversation or profile",
    path: ["conversation"],
  });
export type SendRequest = z.infer<typeof SendRequestSchema>;

/**
 * A photo in a conversation: POST /api/chat-photo.php, multipart with these fields first, then the file
 * field `photo` (JPEG, PNG, WebP; re-encoded like profile photos).
 */
export const PhotoSendFieldsSchema = z
  .object({ conversation: IdParam.optional(), profile: IdParam.optional(), client_id: ClientId })
  .refine((body) => (body.conversation === undefined) !== (body.profile === undefined), {
    message: "either conversation or profile",
    path: ["conversation"],
  });

export const SendResponseSchema = z.object({
  message: MessageSchema,
  /** The member's balance after the charge. */
  credits: z.number().int(),
});
export type SendResponse = z.infer<typeof SendResponseSchema>;

export const DeleteChatRequestSchema = z
  .object({ conversation: Id.optional(), profile: Id.optional() })
  .refine((body) => (body.conversation === undefined) !== (body.profile === undefined), {
    message: "either conversation or profile",
    path: ["conversation"],
  });
export const DeleteChatResponseSchema = z.object({ deleted: z.number().int() });
