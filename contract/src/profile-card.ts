/**
 * The profile shapes a visitor's first page parses: the enums of a profile, its main image and the card of
 * grids and teasers. zod/mini (errors.ts says why); profiles.ts re-exports them with the rest of the domain.
 */
import * as z from "zod/mini";
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
export const MainImageSchema = z.nullable(
  z.object({ filename: z.string(), thumb_filename: z.string(), match: z.string() }),
);

/** The short form of a profile used in teasers, grids and lists. */
export const ProfileCardSchema = z.object({
  id: z.int(),
  name: z.string(),
  gender: GenderSchema,
  age: z.int(),
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
