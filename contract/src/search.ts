/** Member search (spec §3 Search filter): GET /api/members.php. */
import { z } from "zod";
import { ProfileCardSchema } from "./profiles.ts";
import { CountrySchema } from "./settings.ts";

export const SEARCH_PAGE_SIZE = 24;
/** Counting stops here: past it the total is shown as "1,000+" (exact counts of huge sets cost too much). */
export const SEARCH_COUNT_CAP = 1_000;
/** Fewer results than this on the first page bring similar profiles along. */
export const SIMILAR_BELOW = 6;

const age = z.coerce.number().int().min(18).max(99);

export const SearchQuerySchema = z.object({
  gender: z.enum(["male", "female", "any"]).optional(),
  country: z.optional(CountrySchema),
  countryregion: z.string().max(20).optional(),
  min_age: age.optional(),
  max_age: age.optional(),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  /** The visitor's traffic source, which may open logged-out search (logged_out_search_trafficsource). */
  network: z.string().max(100).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchResponseSchema = z.object({
  profiles: z.array(ProfileCardSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** True when `total` is the cap, not the exact count. */
  total_capped: z.boolean(),
  /** Profiles like the ones searched for, when few matched. */
  similar: z.array(ProfileCardSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
