/** The member's own profile at /profile: reading and editing it, and managing its photos (spec §3, §6, §9). */
import { z } from "zod";
import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from "./constants.ts";
import { CITY_MAX_LENGTH } from "./field-rules.ts";
import { INTERESTS } from "./interests.ts";
import {
  BodyTypeSchema,
  EyeColourSchema,
  GenderSchema,
  HairColourSchema,
  ProfileViewSchema,
  RelationshipStatusSchema,
  SexualitySchema,
} from "./profiles.ts";
import { CountrySchema } from "./settings.ts";

export const ABOUT_MAX_LENGTH = 2_000;
export const HEIGHT_CM_MIN = 120;
export const HEIGHT_CM_MAX = 230;
/** Uploads above this are refused before they are read; phone photos are 2–12 MB. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** What the photo picker offers; the server decides by the bytes, not by this list. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

export function photoLimitFor(paidUser: boolean): number {
  return paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE;
}

/** Everything others see (all photos, none locked), plus what only the owner edits. */
export const MyProfileSchema = ProfileViewSchema.extend({
  // The owner sees every detail, whatever the site shows others.
  sexuality: SexualitySchema,
  about: z.string(),
  interests: z.array(z.string()),
  hair_colour: z.nullable(HairColourSchema),
  eye_colour: z.nullable(EyeColourSchema),
  body_type: z.nullable(BodyTypeSchema),
  relationship_status: z.nullable(RelationshipStatusSchema),
  height_cm: z.number().int().nullable(),
  date_of_birth: z.string(),
  status: z.enum(["active", "disabled"]),
  main_photo_id: z.number().int().nullable(),
  /** 3 for free members, 25 for premium ones. */
  photo_limit: z.number().int(),
  /**
   * The review of the owner's photos (decision 038): those others cannot see until a moderator approves
   * them (the site pre-moderates), and the rejected ones with the moderator's reason (their files are gone).
   */
  photo_reviews: z
    .array(
      z.object({
        photo_id: z.number().int(),
        state: z.enum(["awaiting_review", "rejected"]),
        reason: z.string().nullable(),
      }),
    )
    .optional(),
});
export type MyProfile = z.infer<typeof MyProfileSchema>;
export const MyProfileResponseSchema = z.object({ profile: MyProfileSchema });

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * The whole editable profile, sent as one (PUT). Shapes only: the rules with the spec's texts (name vs
 * e-mail, age, region of the country) are the server's and come back as VALIDATION_FAILED issues.
 */
export const ProfileUpdateRequestSchema = z.object({
  name: trimmed(50),
  gender: GenderSchema,
  sexuality: SexualitySchema,
  date_of_birth: z.string().max(20),
  country: CountrySchema,
  region: trimmed(20),
  city: trimmed(CITY_MAX_LENGTH),
  about: trimmed(ABOUT_MAX_LENGTH),
  interests: z
    .array(z.enum(INTERESTS))
    .max(INTERESTS.length)
    .refine((list) => new Set(list).size === list.length, "duplicate interest"),
  hair_colour: z.nullable(HairColourSchema),
  eye_colour: z.nullable(EyeColourSchema),
  body_type: z.nullable(BodyTypeSchema),
  relationship_status: z.nullable(RelationshipStatusSchema),
  height_cm: z.number().int().min(HEIGHT_CM_MIN).max(HEIGHT_CM_MAX).nullable(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequestSchema>;

/** Choosing the main photo (PUT) or deleting one (DELETE) at /api/photos.php. */
export const PhotoRequestSchema = z.object({ photo_id: z.number().int().positive().max(2_147_483_647) });
