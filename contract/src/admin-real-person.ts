/**
 * The back office's log of "is this a real person?" (issue 17, item 2; decision 053): who asked about which
 * profile, what the answer was, when; newest first, by profile and by day. Moderators, support and admins
 * read all of it (member activity, as the member tools); operators only the questions about the fictional,
 * cam and resell profiles they answer for.
 */
import { z } from "zod";
import { pageSchema } from "./admin.ts";
import { RealPersonKindSchema } from "./real-person.ts";

export const REAL_PERSON_LOG_ROLES = ["admin", "moderator", "support", "operator"] as const;
export const REAL_PERSON_LOG_PAGE_SIZE = 50;

const day = z.iso.date();

/** GET /api/admin/real-person-questions */
export const RealPersonLogQuerySchema = z.object({
  /** The profile asked about. */
  profile: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Asked on or after this day, and on or before that one (UTC days, both included). */
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RealPersonLogQuery = z.infer<typeof RealPersonLogQuerySchema>;

export const RealPersonQuestionSchema = z.object({
  id: z.number().int(),
  asked_at: z.string(),
  /** The member who asked; null for a visitor or an account deleted since. */
  asker: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  profile: z.object({ id: z.number().int(), name: z.string() }),
  /** The answer shown: the profile's kind when asked (a member's own, or fictional, cam, resell). */
  kind: RealPersonKindSchema,
  site_name: z.string(),
});
export type RealPersonQuestion = z.infer<typeof RealPersonQuestionSchema>;
export const RealPersonLogResponseSchema = pageSchema(RealPersonQuestionSchema);
