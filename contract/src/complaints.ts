/**
 * The /complaints form (spec §2, issue 16): POST /api/complaints.php files a complaint, which the back
 * office's complaints queue answers by mail (features/moderation). The length rule lives here once, for the
 * server's check and the form's counter.
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./field-limits.ts";

export const COMPLAINT_CATEGORIES = [
  "billing",
  "profile",
  "conversation",
  "account",
  "privacy",
  "technical",
  "question",
  "other",
] as const;
export const ComplaintCategorySchema = z.enum(COMPLAINT_CATEGORIES);
export type ComplaintCategory = z.infer<typeof ComplaintCategorySchema>;

export const COMPLAINT_DESCRIPTION_MIN = 20;
export const COMPLAINT_DESCRIPTION_MAX = 5000;
export const COMPLAINT_NAME_MAX = 100;

/** The description's issue, counted in characters as the complainant sees them (after trimming). */
export function complaintDescriptionIssue(
  text: string,
): "description_too_short" | "description_too_long" | null {
  const length = [...text.trim()].length;
  if (length < COMPLAINT_DESCRIPTION_MIN) return "description_too_short";
  return length > COMPLAINT_DESCRIPTION_MAX ? "description_too_long" : null;
}

/**
 * Shapes and sizes only; the rules (the description's length, an e-mail address for a visitor, a profile
 * that exists, the member's own conversation) answer their issue codes from the server.
 */
export const ComplaintRequestSchema = z.object({
  category: ComplaintCategorySchema,
  description: z.string().max(COMPLAINT_DESCRIPTION_MAX * 2),
  profile_id: z.number().int().positive().max(2_147_483_647).optional(),
  conversation_id: z.number().int().positive().max(2_147_483_647).optional(),
  /** Required from a visitor; a member's own address is used. */
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH + 20)
    .optional(),
  /** Required from a visitor; a member's profile name is used when left out. */
  name: z
    .string()
    .max(COMPLAINT_NAME_MAX * 2)
    .optional(),
});
export type ComplaintRequest = z.infer<typeof ComplaintRequestSchema>;

export const ComplaintResponseSchema = z.object({ reference: z.string() });
export type ComplaintResponse = z.infer<typeof ComplaintResponseSchema>;
