/** Profile shapes shown to others (spec §3 Profile). */
import { z } from "zod";
import { PHOTO_LIMIT_FREE } from "./constants.ts";
import {
  BodyTypeSchema,
  EyeColourSchema,
  HairColourSchema,
  ProfileCardSchema,
  RelationshipStatusSchema,
  SexualitySchema,
} from "./profile-card.ts";

export {
  BodyTypeSchema,
  EyeColourSchema,
  FeaturedResponseSchema,
  GenderSchema,
  HairColourSchema,
  MainImageSchema,
  type ProfileCard,
  ProfileCardSchema,
  RelationshipStatusSchema,
  SexualitySchema,
} from "./profile-card.ts";

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
export const ProfileViewSchema = z.object(ProfileCardSchema.shape).extend({
  // Absent where the site does not show them (PROFILE_DETAIL_FIELDS); null where the member left them empty.
  sexuality: z.optional(SexualitySchema),
  about: z.string().optional(),
  interests: z.array(z.string()).optional(),
  hair_colour: z.nullable(HairColourSchema).optional(),
  eye_colour: z.nullable(EyeColourSchema).optional(),
  body_type: z.nullable(BodyTypeSchema).optional(),
  relationship_status: z.nullable(RelationshipStatusSchema).optional(),
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
