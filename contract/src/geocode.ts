/** Reverse geocoding: GET /api/geocode.php?lat=&lon= names the town of a position, for the location pickers. */
import { z } from "zod";
import { CountrySchema } from "./settings.ts";

/** A coordinate from the query string; an empty value is missing, not 0 (the Gulf of Guinea). */
const coordinate = (limit: number) =>
  z.string().trim().min(1).pipe(z.coerce.number<string>().min(-limit).max(limit));

export const GeocodeQuerySchema = z.object({ lat: coordinate(90), lon: coordinate(180) });
export type GeocodeQuery = z.infer<typeof GeocodeQuerySchema>;

/** A town of one of our countries, with its region's country-region-data code (as /api/regions.php lists it). */
export const GeocodeSchema = z.object({
  country: CountrySchema,
  region: z.string(),
  city: z.string(),
});
export type Geocode = z.infer<typeof GeocodeSchema>;

/** No town near the position answers 404 LOCATION_NOT_FOUND; the web app then keeps `false` and shows the lists. */
export const GeocodeResponseSchema = z.object({ geocode: GeocodeSchema });
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;
