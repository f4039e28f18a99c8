/**
 * The member's signed-in devices (settings, "Sessions"):
 *
 * - GET /api/sessions.php → SessionsResponse: every live session of the member, the one in use first.
 * - DELETE /api/sessions.php {id} signs that session out at once (on every server process); 404 when the
 *   member has no such session. The session in use cannot be ended here: logout.php does that.
 * - POST /api/sessions/others.php signs out every session but the one in use.
 *
 * A session's public id is derived from its stored hash (never the cookie's token, never the hash itself):
 * knowing it lets nobody in.
 */
import { z } from "zod";
import { COUNTRIES } from "./countries.ts";

export const SESSION_ID_PATTERN = /^[\w-]{16}$/;

export const SessionIdSchema = z.string().regex(SESSION_ID_PATTERN);

export const MemberSessionSchema = z.object({
  id: SessionIdSchema,
  /** The browser and system read from the user agent ("Chrome", "Android"), each null when it does not tell. */
  device: z.object({ browser: z.string().nullable(), system: z.string().nullable() }),
  /** The country of the sign-in address when the server knows it (one of the markets), else null. */
  country: z.enum(COUNTRIES).nullable(),
  /** The sign-in address with its host part hidden ("192.168.1.x"); null when unknown. */
  address: z.string().nullable(),
  /** ISO times. last_seen_at is refreshed every few minutes of use, not on every call. */
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of this very call (this browser). */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof MemberSessionSchema>;

export const SessionsResponseSchema = z.object({ sessions: z.array(MemberSessionSchema) });
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

export const SessionEndRequestSchema = z.object({ id: SessionIdSchema });

export const SessionsEndedResponseSchema = z.object({
  /** How many sessions were signed out. */
  ended: z.number().int().min(0),
});
export type SessionsEndedResponse = z.infer<typeof SessionsEndedResponseSchema>;
