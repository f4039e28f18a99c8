/**
 * The back office's fictional profiles (issue 15, item 4): fictional, cam and resell profiles (no member
 * account behind them), listed, created and edited by admins, with their photos and the sites that show them.
 * Calls under /api/admin/fictional-profiles. The field rules are the members' (field-rules.ts): the server
 * answers their codes as VALIDATION_FAILED issues, the editor shows them per field.
 */
import { z } from "zod";
import { listQuerySchema, pageSchema } from "./admin.ts";
import { COUNTRIES } from "./countries.ts";
import { ProfileUpdateRequestSchema } from "./my-profile.ts";
import { GenderSchema } from "./profiles.ts";

/** Full zod (the settings' CountrySchema is zod/mini, for the first page). */
const CountrySchema = z.enum(COUNTRIES);

export const FICTIONAL_KINDS = ["fictional", "cam", "resell"] as const;
export const FictionalKindSchema = z.enum(FICTIONAL_KINDS);
export type FictionalKind = z.infer<typeof FictionalKindSchema>;
export const PROFILE_STATUSES = ["active", "disabled"] as const;

export const FICTIONAL_PAGE_SIZE = 25;
/** A fictional profile's photos: more than a premium member's, still a bound. */
export const FICTIONAL_PHOTO_LIMIT = 40;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/admin/fictional-profiles: searchable by name, id or city; filters by kind, country, status. */
export const FictionalListQuerySchema = listQuerySchema(
  ["id", "name", "country", "city", "created", "active"],
  "created",
).extend({
  kind: FictionalKindSchema.optional(),
  country: CountrySchema.optional(),
  status: z.enum(PROFILE_STATUSES).optional(),
});
export type FictionalListQuery = z.infer<typeof FictionalListQuerySchema>;

export const FictionalListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: GenderSchema,
  country: z.string(),
  city: z.string(),
  status: z.enum(PROFILE_STATUSES),
  fictional: z.boolean(),
  cam: z.boolean(),
  resell: z.boolean(),
  invisible: z.boolean(),
  /** Null: every site of its country. */
  site_ids: z.array(z.number().int()).nullable(),
  thumb: z.string().nullable(),
  created_at: z.string(),
});
export type FictionalListItem = z.infer<typeof FictionalListItemSchema>;
export const FictionalListResponseSchema = pageSchema(FictionalListItemSchema);

/**
 * A fictional profile, saved whole (POST creates, PUT replaces): the member's editable profile and the
 * back office's own fields. Shapes and sizes only; the rules with the spec's codes (name, date of birth,
 * region of the country, town, sites serving the country) are the server's.
 */
export const FictionalProfileInputSchema = ProfileUpdateRequestSchema.extend({
  fictional: z.boolean(),
  cam: z.boolean(),
  resell: z.boolean(),
  invisible: z.boolean(),
  status: z.enum(PROFILE_STATUSES),
  /** Null: every site of the profile's country; else these sites only (each must serve the country). */
  site_ids: z.array(id).min(1).max(100).nullable(),
});
export type FictionalProfileInput = z.infer<typeof FictionalProfileInputSchema>;

export const FictionalPhotoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  match: z.string(),
  position: z.number().int(),
});
export type FictionalPhoto = z.infer<typeof FictionalPhotoSchema>;

export const FictionalProfileSchema = FictionalProfileInputSchema.extend({
  id: z.number().int(),
  main_photo_id: z.number().int().nullable(),
  photos: z.array(FictionalPhotoSchema),
  created_at: z.string(),
});
export type FictionalProfile = z.infer<typeof FictionalProfileSchema>;
export const FictionalProfileResponseSchema = z.object({ profile: FictionalProfileSchema });

/** The sites an editor may choose, with the countries each serves and its minimum age. */
export const FictionalSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  countries: z.array(z.string()),
  min_age: z.number().int(),
});
export type FictionalSite = z.infer<typeof FictionalSiteSchema>;
export const FictionalSitesResponseSchema = z.object({ sites: z.array(FictionalSiteSchema) });

export const FictionalIdParamsSchema = z.object({ id });
export const FictionalPhotoParamsSchema = z.object({ id, photoId: id });

/** PUT .../photos/order: every photo of the profile, in the new order. */
export const FictionalPhotoOrderSchema = z.object({
  photo_ids: z.array(id).min(1).max(FICTIONAL_PHOTO_LIMIT),
});
