/**
 * The unsubscribe link of a notification mail (spec §3 notification types, RFC 8058): what a token is for,
 * and the JSON call of the /unsubscribe page. The mail's one-click POST uses the same path, form-encoded.
 */
import { z } from "zod";
import { NotificationTypeSchema } from "./user.ts";

/** One notification type's mail, or `all` of them (the daily digest gathers several types). */
export const UnsubscribeScopeSchema = z.union([NotificationTypeSchema, z.literal("all")]);
export type UnsubscribeScope = z.infer<typeof UnsubscribeScopeSchema>;

/** Tokens are `<member>.<scope>.<mac>`: short, but a mail client may have wrapped or padded the link. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

export const UnsubscribeQuerySchema = z.object({
  token: z.string().max(UNSUBSCRIBE_TOKEN_MAX_LENGTH).optional(),
});

/** The page's JSON call: `{token}`; the one-click form post: `List-Unsubscribe=One-Click` (token in the query). */
export const UnsubscribeRequestSchema = z
  .object({
    token: z.string().max(UNSUBSCRIBE_TOKEN_MAX_LENGTH).optional(),
    "List-Unsubscribe": z.literal("One-Click").optional(),
  })
  .optional();

export const UnsubscribeResponseSchema = z.object({ type: UnsubscribeScopeSchema });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
