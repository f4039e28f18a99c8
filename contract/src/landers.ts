/**
 * The landers of spec §2 (issue 16): the profiles a lander shows and the words its niche picks. A lander is
 * `/landers/{name}/{slug?}` or `/landers/tinderswipe`; the slug's first part, when it is one of the niche
 * prefixes of spec §9 (she, bdsm, bbw, gilf, milf, gay), picks the niche, and otherwise the site's own niche
 * (1–7) does. zod/mini: a lander is a visitor's first page (errors.ts says why).
 */
import * as z from "zod/mini";
import { LANDER_NAMES } from "./app-routes.ts";
import { NICHE_SLUG_PREFIXES } from "./constants.ts";
import { ProfileCardSchema } from "./profile-card.ts";
import { CountrySchema } from "./settings.ts";

export const LANDERS = [...LANDER_NAMES, "tinderswipe"] as const;
export type Lander = (typeof LANDERS)[number];
export const LanderSchema = z.enum(LANDERS);

/** "" is the general niche (site niche 1). */
export const NicheSchema = z.enum(NICHE_SLUG_PREFIXES);
export type Niche = z.infer<typeof NicheSchema>;

/** How many profiles a lander is given: enough for a collage, a gallery or a swipe deck. */
export const LANDER_PROFILE_COUNT = 24;

export const LANDER_SLUG_MAX_LENGTH = 60;

export { LANDER_BOUNCE_PATH } from "./constants.ts";

export const LanderQuerySchema = z.object({
  name: LanderSchema,
  slug: z.optional(z.string().check(z.maxLength(LANDER_SLUG_MAX_LENGTH))),
});
export type LanderQuery = z.infer<typeof LanderQuerySchema>;

export const LanderResponseSchema = z.object({
  niche: NicheSchema,
  /** The visitor's country (geoip) when the site serves it, else the site's own; the profiles are from it. */
  country: CountrySchema,
  profiles: z.array(ProfileCardSchema),
});
export type LanderResponse = z.infer<typeof LanderResponseSchema>;

/** The niche a lander shows: the slug's first dash-separated part when it names one, else the site's niche. */
export function nicheOf(slug: string | undefined, siteNiche: number): Niche {
  const first = slug?.toLowerCase().split("-")[0] ?? "";
  const fromSlug = NICHE_SLUG_PREFIXES.find((prefix) => prefix !== "" && prefix === first);
  return fromSlug ?? NICHE_SLUG_PREFIXES[siteNiche - 1] ?? "";
}

/** The A/B variant the server gave this visit of a lander (boot data), with its headline in the page's language. */
export interface LanderVisit {
  lander: Lander;
  variant: string;
  /** The variant's own headline, or null to show the lander's. */
  headline: string | null;
  /** The visit asked for bounce logging (`lb`, spec §4). */
  bounceLogging: boolean;
}
