/**
 * The landers' shared pieces (issue 16), for the lander route modules (web/src/routes/landers/<name>.tsx):
 *
 * - `landerLoader(name)`: the route's loader (the data before the first paint, server-rendered too);
 * - `useLanderPage(name)`: the data (`query`, `profiles`), `settings`, `niche`, the niche's `people`
 *   ("mature women") and the visitor's `country` name;
 * - `useLanderHeadline(text)`: the A/B variant's headline, else `text`: every lander's main headline;
 * - `useCityList(profiles)`: "Amsterdam, Utrecht and Delft";
 * - `LanderCta`: the big signup button (or the login when signups are closed to the visitor);
 * - `LanderTile`: a member card whose click opens the signup "Sign up to write to Emma";
 * - `LanderProfilesState`: the failed (retry) or empty state in place of the photos;
 * - `LanderTrust`: the trust footer;
 * - `LanderPhoto`: a bare photo (collages, strips) with the fictional mark;
 * - `landers.scss` (imported by lander-page.ts, which every lander uses: a style imported from this index
 *   would be dropped, as the index only re-exports): the classes these use, `lander-page` and its
 *   `--dark` tone.
 */

export { landerLoader, useLander } from "./api.ts";
export { LanderCta } from "./lander-cta.tsx";
export { useCityList, useLanderHeadline, useLanderPage } from "./lander-page.ts";
export { LanderPhoto } from "./lander-photo.tsx";
export { LanderProfilesState } from "./lander-state.tsx";
export { LanderTile } from "./lander-tile.tsx";
export { LanderTrust } from "./lander-trust.tsx";
