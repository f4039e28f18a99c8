/**
 * The landers' A/B variants (issue 16): the bounce beacon a lander sends when the visit asked for bounce
 * logging (`lb`, spec §4), and the back office's editor of a site's variants (role admin).
 */
import { z } from "zod";
import { LANDER_BOUNCE_PATH, LANDER_SLUG_MAX_LENGTH, LANDERS } from "./landers.ts";

export { LANDER_BOUNCE_PATH };

/** A variant's name: short, lower case, safe in the `lv` cookie ("gallery:b.video:a"). */
export const VARIANT_PATTERN = /^[a-z0-9_-]{1,20}$/;
export const VariantNameSchema = z.string().regex(VARIANT_PATTERN, "a-z, 0-9, _ or -, at most 20");

/** The longest stay a bounce records: a day. */
export const BOUNCE_MAX_SECONDS = 86_400;

export const LanderBounceSchema = z.object({
  lander: z.enum(LANDERS),
  variant: VariantNameSchema,
  slug: z.string().max(LANDER_SLUG_MAX_LENGTH).nullable().optional(),
  /** Seconds on the page; any number, clamped to 0–BOUNCE_MAX_SECONDS by the server. */
  seconds: z.number().finite(),
});
export type LanderBounce = z.infer<typeof LanderBounceSchema>;

const HEADLINE_MAX_LENGTH = 160;
export const VariantHeadlineSchema = z.object({
  en: z.string().trim().max(HEADLINE_MAX_LENGTH).optional(),
  fr: z.string().trim().max(HEADLINE_MAX_LENGTH).optional(),
});

export const LanderVariantSchema = z.object({
  id: z.number().int(),
  lander: z.enum(LANDERS),
  variant: z.string(),
  weight: z.number().int(),
  headline: z.record(z.string(), z.string()),
});
export type LanderVariant = z.infer<typeof LanderVariantSchema>;

export const LanderVariantsResponseSchema = z.object({ variants: z.array(LanderVariantSchema) });
export type LanderVariantsResponse = z.infer<typeof LanderVariantsResponseSchema>;

export const LanderVariantUpdateSchema = z.object({
  weight: z.number().int().min(0).max(100),
  headline: VariantHeadlineSchema,
});
export type LanderVariantUpdate = z.infer<typeof LanderVariantUpdateSchema>;

export const LanderVariantCreateSchema = LanderVariantUpdateSchema.extend({
  lander: z.enum(LANDERS),
  variant: VariantNameSchema,
});
export type LanderVariantCreate = z.infer<typeof LanderVariantCreateSchema>;
