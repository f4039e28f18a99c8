/** Profile shapes shown to others (spec §3 Profile). */
import { z } from "zod";
import { PHOTO_LIMIT_FREE } from "./constants.ts";
import { CountrySchema } from "./settings.ts";

export const GenderSchema = z.enum(["male", "female"]);
export const SexualitySchema = z.enum(["hetero", "gay", "lesbian", "bi"]);
export const BodyTypeSchema = z.enum(["slim", "normal", "fat"]);
export const RelationshipStatusSchema = z.enum([
  "divorced",
  "living_together",
  "married",
  "single",
  "widowed",
  "unmarried",
]);
export const HairColourSchema = z.enum(["black", "brown", "blonde", "red", "grey", "other"]);
export const EyeColourSchema = z.enum(["brown", "blue", "green", "grey", "hazel"]);

/** Paths behind the site's `cdn_prefix`; null means no photo (or a profile that is not active). */
export const MainImageSchema = z
  .object({ filename: z.string(), thumb_filename: z.string(), match: z.string() })
  .nullable();

/** The short form of a profile used in teasers, grids and lists. */
export const ProfileCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: GenderSchema,
  age: z.number().int(),
  country: CountrySchema,
  region: z.string(),
  city: z.string(),
  main_image: MainImageSchema,
  fictional: z.boolean(),
  cam: z.boolean(),
  resell: z.boolean(),
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;

export const FeaturedResponseSchema = z.object({ profiles: z.array(ProfileCardSchema) });

export const ProfilePhotoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  match: z.string(),
});

/**
 * The details of a profile page a site may show or not (setting `visible_profile_fields`; "height" is
 * `height_cm`). A field the site does not list is left out of the profile answer, and so is `about` when
 * `visible_profile_notes` is off (decision 022).
 */
export const PROFILE_DETAIL_FIELDS = [
  "sexuality",
  "relationship_status",
  "body_type",
  "hair_colour",
  "eye_colour",
  "height",
  "interests",
] as const;
export type ProfileDetailField = (typeof PROFILE_DETAIL_FIELDS)[number];

/** A profile page (spec §3 Profile): the photos the viewer may see, and how many more are locked. */
export const ProfileViewSchema = ProfileCardSchema.extend({
  // Absent where the site does not show them (PROFILE_DETAIL_FIELDS); null where the member left them empty.
  sexuality: SexualitySchema.optional(),
  about: z.string().optional(),
  interests: z.array(z.string()).optional(),
  hair_colour: HairColourSchema.nullable().optional(),
  eye_colour: EyeColourSchema.nullable().optional(),
  body_type: BodyTypeSchema.nullable().optional(),
  relationship_status: RelationshipStatusSchema.nullable().optional(),
  height_cm: z.number().int().nullable().optional(),
  photos: z.array(ProfilePhotoSchema),
  /** Photos the viewer may not see yet: visitors see the main photo, free members the first three. */
  locked_photos: z.number().int(),
  /** Why photos are locked: log in, or become premium. */
  photos_locked_for: z.enum(["visitor", "free_member"]).nullable(),
  blocked_by_me: z.boolean(),
  /** The viewer likes this profile; with `likes_me`, it is a match. Always false for visitors. */
  liked_by_me: z.boolean(),
  likes_me: z.boolean(),
});
export type ProfileView = z.infer<typeof ProfileViewSchema>;
export const ProfileViewResponseSchema = z.object({ profile: ProfileViewSchema });
export const ProfileIdQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const BlockRequestSchema = z.object({ profile_id: z.number().int().positive().max(2_147_483_647) });
export const BlockResponseSchema = z.object({ blocked: z.boolean() });

/** How many photos a free member sees of someone else's profile: as many as they may upload themselves. */
export const FREE_MEMBER_VISIBLE_PHOTOS = PHOTO_LIMIT_FREE;
