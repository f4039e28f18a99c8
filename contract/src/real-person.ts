/**
 * "Is this a real person?" (issue 17): POST /api/real-person.php {profile_id} answers honestly from the
 * profile's flags. A fictional, cam or resell profile says so in the words of the site's `fictional_warning`;
 * a member's own profile says it is one, and whether its e-mail address is confirmed. Every question is logged (table real_person_questions).
 */
import { z } from "zod";

export const REAL_PERSON_PATH = "/api/real-person.php";

/** Questions per client and minute: a member flicking through profiles asks far fewer. */
export const REAL_PERSON_RATE_LIMIT = 30;

/** What a profile is: a member's own, or run by the site (fictional) or promoting a cam or resell offer. */
export const REAL_PERSON_KINDS = ["member", "fictional", "cam", "resell"] as const;
export const RealPersonKindSchema = z.enum(REAL_PERSON_KINDS);
export type RealPersonKind = z.infer<typeof RealPersonKindSchema>;

export const RealPersonRequestSchema = z.object({
  profile_id: z.number().int().positive().max(2_147_483_647),
});
export type RealPersonRequest = z.infer<typeof RealPersonRequestSchema>;

export const RealPersonResponseSchema = z.object({
  kind: RealPersonKindSchema,
  name: z.string(),
  /** The site's `fictional_warning` for any kind but "member"; null for a member. */
  warning: z.string().nullable(),
  /**
   * Whether the profile's account confirmed its e-mail address: "verified by e-mail" is said only when true
   * (a member who has not confirmed yet cannot reply to messages either, spec §4). False for other kinds.
   */
  email_confirmed: z.boolean(),
});
export type RealPersonResponse = z.infer<typeof RealPersonResponseSchema>;
