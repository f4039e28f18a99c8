/**
 * Members in the back office (issue 15, item 5; decision 037): find a member, read their record, act on
 * them with a reason. Calls under /api/admin/members, for support and moderators (and admins).
 */
import { z } from "zod";
import { listQuerySchema, pageSchema } from "./admin.ts";

/** Who may use the member tools. Admins too: they run the business and answer for it. */
export const MEMBER_TOOL_ROLES = ["admin", "support", "moderator"] as const;

export const MEMBER_STATES = ["not_confirmed", "active", "suspended", "banned", "deleted"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** GET /api/admin/members: by e-mail, name or profile id; filters site and state. */
export const MEMBER_SORTS = ["signup", "last_login", "email", "name", "credits"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MemberListQuerySchema = listQuerySchema(MEMBER_SORTS, "signup").extend({
  site: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(MEMBER_STATES).optional(),
});
export const MEMBERS_PAGE_SIZE = 25;

export const MemberListItemSchema = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  site: z.string(),
  state: z.enum(MEMBER_STATES),
  credits: z.number().int(),
  signup_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type MemberListItem = z.infer<typeof MemberListItemSchema>;
export const MemberListResponseSchema = pageSchema(MemberListItemSchema).extend({
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const Page = <Item extends z.ZodType>(item: Item) => pageSchema(item);

export const MemberPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  is_main: z.boolean(),
  moderation: z.enum(["unreviewed", "approved", "rejected"]),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
});

export const MemberPaymentSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  method: z.string(),
  status: z.string(),
});

export const LedgerRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  balance_after: z.number().int(),
  note: z.string().nullable(),
  staff_email: z.string().nullable(),
});
export const LedgerPageSchema = Page(LedgerRowSchema);

export const LoginRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export const LoginsPageSchema = Page(LoginRowSchema);
export const RECORD_PAGE_SIZE = 20;
export const RecordPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const MemberNoteSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_email: z.string().nullable(),
  body: z.string(),
});

/** Blocks the member received: the nearest signal of reports until members can report (issue 17). */
export const ReceivedBlockSchema = z.object({
  at: z.string(),
  by_profile_id: z.number().int(),
  by_name: z.string(),
});

export const MemberRecordSchema = z.object({
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    site: z.object({ id: z.number().int(), name: z.string() }),
    state: z.enum(MEMBER_STATES),
    status: z.enum(["not_confirmed", "active"]),
    language: z.string(),
    signup_at: z.string(),
    last_login_at: z.string().nullable(),
    credits: z.number().int(),
    premium: z.boolean(),
    /** Where the member came from (spec §3 Tracking: network, ref, sub1–sub3; issue 16: lander, variant). */
    tracking: z.record(z.string(), z.string()),
    suspended_until: z.string().nullable(),
    banned_at: z.string().nullable(),
    sanction_reason: z.string().nullable(),
    hidden_by_staff: z.boolean(),
    deleted_at: z.string().nullable(),
  }),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    gender: z.string(),
    sexuality: z.string(),
    date_of_birth: z.string(),
    country: z.string(),
    region: z.string(),
    city: z.string(),
    about: z.string(),
    status: z.string(),
    hair_colour: z.string().nullable(),
    eye_colour: z.string().nullable(),
    body_type: z.string().nullable(),
    relationship_status: z.string().nullable(),
    height_cm: z.number().int().nullable(),
    interests: z.array(z.string()),
    is_invisible: z.boolean(),
    last_active_at: z.string(),
  }),
  photos: z.array(MemberPhotoSchema),
  payments: z.array(MemberPaymentSchema),
  blocks_received: z.array(ReceivedBlockSchema),
  notes: z.array(MemberNoteSchema),
});
export type MemberRecord = z.infer<typeof MemberRecordSchema>;

/** Every action states why: it goes to the audit log (and, for a sanction, to the member). */
export const REASON_MAX_LENGTH = 500;
const reason = z.string().trim().min(3).max(REASON_MAX_LENGTH);

export const SuspendRequestSchema = z.object({ until: z.iso.datetime({ offset: true }), reason });
/** A suspension lasts at most this long; longer is a ban. */
export const SUSPENSION_MAX_DAYS = 365;
export const ReasonRequestSchema = z.object({ reason });
export const HideRequestSchema = z.object({ hidden: z.boolean(), reason });
/** One adjustment moves at most this many credits either way. */
export const CREDIT_ADJUSTMENT_MAX = 100_000;
export const CreditAdjustRequestSchema = z.object({
  delta: z
    .number()
    .int()
    .min(-CREDIT_ADJUSTMENT_MAX)
    .max(CREDIT_ADJUSTMENT_MAX)
    .refine((value) => value !== 0, "not_zero"),
  reason,
});
export const NoteRequestSchema = z.object({ body: z.string().trim().min(1).max(2000) });

/** What an action answers: the record as it is now. */
export const MemberActionResponseSchema = z.object({ record: MemberRecordSchema });
