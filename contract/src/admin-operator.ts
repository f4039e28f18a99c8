/**
 * The operator inbox (issue 15, item 3): conversations where a member wrote to a fictional, cam or resell
 * profile wait in a queue, oldest first; an operator claims one (a lock with a timeout), reads the member's
 * public profile, the conversation, the profile they write as and the notes of earlier operators, and
 * answers as that profile. Figures per operator: answers and the median response time.
 * Calls live under /api/admin/operator/.
 */
import { z } from "zod";
import { listQuerySchema, pageSchema } from "./admin.ts";
import { MessageSchema } from "./chat.ts";
import { GIFTS } from "./gifts.ts";
import { MainImageSchema } from "./profiles.ts";

/** A claim lasts this long; every action of its holder (a note, a look, an explicit extend) renews it. */
export const OPERATOR_CLAIM_MS = 5 * 60_000;
export const OPERATOR_QUEUE_PAGE_SIZE = 25;
export const OPERATOR_FIGURES_PAGE_SIZE = 50;
export const OPERATOR_NOTE_MAX = 2_000;
/** The longest period the figures are read over. */
export const OPERATOR_FIGURES_MAX_DAYS = 366;

const Id = z.number().int().positive().max(2_147_483_647);
const IdParam = z.coerce.number().int().positive().max(2_147_483_647);

export const OperatorConversationParamsSchema = z.object({ conversation: IdParam });

/** GET /api/admin/operator/queue: oldest waiting first; filters per site (the member's) and language. */
export const OperatorQueueQuerySchema = listQuerySchema(
  ["waiting", "unread", "member"],
  "waiting",
  "asc",
).extend({
  site: IdParam.optional(),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type OperatorQueueQuery = z.infer<typeof OperatorQueueQuerySchema>;

/** A conversation waiting for an answer, as the queue lists it. */
export const OperatorQueueItemSchema = z.object({
  conversation: z.number().int(),
  /** The profile the operator will write as. */
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(["fictional", "cam", "resell"]),
  }),
  /** The member who wrote: their public name only. */
  member: z.object({ id: z.number().int(), name: z.string() }),
  site: z.object({ id: z.number().int(), name: z.string() }),
  language: z.string(),
  unread: z.number().int(),
  /** The member's oldest message not answered yet. */
  waiting_since: z.string(),
  /** An unexpired claim of another operator (or of the caller: `mine`), or null. */
  claim: z.object({ mine: z.boolean(), expires_at: z.string() }).nullable(),
});
export type OperatorQueueItem = z.infer<typeof OperatorQueueItemSchema>;

export const OperatorQueueResponseSchema = pageSchema(OperatorQueueItemSchema).extend({
  /** What the filters offer. */
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  languages: z.array(z.string()),
});
export type OperatorQueueResponse = z.infer<typeof OperatorQueueResponseSchema>;

/** POST /api/admin/operator/claims: claim (or, when held by the caller, extend) a waiting conversation. */
export const OperatorClaimRequestSchema = z.object({ conversation: Id });
export const OperatorClaimSchema = z.object({
  conversation: z.number().int(),
  expires_at: z.string(),
});
export type OperatorClaim = z.infer<typeof OperatorClaimSchema>;
export const OperatorClaimResponseSchema = z.object({ claim: OperatorClaimSchema });
export const OperatorReleaseResponseSchema = z.object({ released: z.boolean() });

/** A member as the operator sees them: the public profile only (never e-mail, payments or credits). */
export const OperatorMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(["male", "female"]),
  age: z.number().int(),
  city: z.string(),
  country: z.string(),
  about: z.string(),
  main_image: MainImageSchema,
});
export type OperatorMember = z.infer<typeof OperatorMemberSchema>;

export const OperatorPhotoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
});

/** The profile the operator writes as, with its photos to answer with. */
export const OperatorProfileSchema = OperatorMemberSchema.extend({
  kind: z.enum(["fictional", "cam", "resell"]),
  photos: z.array(OperatorPhotoSchema),
});
export type OperatorProfile = z.infer<typeof OperatorProfileSchema>;

export const OperatorNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The operator's name (colleagues see who wrote it; the member never sees notes). */
  by: z.string(),
  mine: z.boolean(),
  at: z.string(),
});
export type OperatorNote = z.infer<typeof OperatorNoteSchema>;

/** GET /api/admin/operator/conversations/:conversation?before=: the claimed conversation's workspace. */
export const OperatorConversationQuerySchema = z.object({ before: IdParam.optional() });
export const OPERATOR_MESSAGES_PAGE_SIZE = 30;
export const OperatorConversationSchema = z.object({
  conversation: z.number().int(),
  claim: OperatorClaimSchema,
  member: OperatorMemberSchema,
  profile: OperatorProfileSchema,
  /** Oldest first within the page; `from` is the member's or the profile's id. */
  messages: z.array(MessageSchema),
  has_more: z.boolean(),
  notes: z.array(OperatorNoteSchema),
  /** The member's site's message length limit. */
  message_length: z.number().int(),
  gifts: z.array(z.enum(GIFTS)),
  /** Where the photos' paths are served from (this site's cdn_prefix). */
  cdn_prefix: z.string(),
});
export type OperatorConversation = z.infer<typeof OperatorConversationSchema>;

/** POST /api/admin/operator/conversations/:conversation/notes */
export const OperatorNoteRequestSchema = z.object({
  body: z.string().trim().min(1).max(OPERATOR_NOTE_MAX),
});
export const OperatorNoteResponseSchema = z.object({ note: OperatorNoteSchema });

/** POST /api/admin/operator/conversations/:conversation/answer: exactly one of text, photo or gift. */
export const OperatorAnswerRequestSchema = z
  .object({
    client_id: z.string().uuid(),
    text: z.string().max(10_000).optional(),
    photo: Id.optional(),
    gift: z.enum(GIFTS).optional(),
  })
  .refine((answer) => [answer.text, answer.photo, answer.gift].filter((x) => x !== undefined).length === 1, {
    message: "one of text, photo or gift",
    path: ["text"],
  });
export type OperatorAnswerRequest = z.infer<typeof OperatorAnswerRequestSchema>;
export const OperatorAnswerResponseSchema = z.object({ message: MessageSchema });

/** GET /api/admin/operator/figures: per operator over a period (admins: everyone; operators: their own). */
export const OperatorFiguresQuerySchema = listQuerySchema(["answered", "median", "name"], "answered").extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type OperatorFiguresQuery = z.infer<typeof OperatorFiguresQuerySchema>;
export const OperatorFigureSchema = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  answered: z.number().int(),
  /** Median seconds from the member's waiting message to the answer; null without answers. */
  median_seconds: z.number().nullable(),
});
export type OperatorFigure = z.infer<typeof OperatorFigureSchema>;
export const OperatorFiguresResponseSchema = pageSchema(OperatorFigureSchema).extend({
  from: z.string(),
  to: z.string(),
  /** Whether the list holds every operator (admins) or only the caller. */
  everyone: z.boolean(),
});
export type OperatorFiguresResponse = z.infer<typeof OperatorFiguresResponseSchema>;
