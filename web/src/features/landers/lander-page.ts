/** What every lander starts from: its data, the niche's words and the visitor's country, by the route's slug. */
import { type Lander, nicheOf } from "@amora/contract/landers";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCountryName } from "../../lib/country-name.ts";
import { useLanderVisit } from "../lander-visit/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useLander } from "./api.ts";
import "./landers.scss";

/** The catalogue key of a niche's words: the general niche is "". */
const nicheKey = (niche: string) => (niche === "" ? "general" : niche) as "general";

export function useLanderPage(name: Lander) {
  const { t } = useTranslation("landers");
  const { slug } = useParams();
  const settings = useLoadedSettings();
  const query = useLander(name, slug);
  const countryName = useCountryName();
  // Before the data comes (a failed load) the niche is still the slug's or the site's.
  const niche = query.data?.niche ?? nicheOf(slug, settings.niche);
  const countryCode = query.data?.country ?? settings.geoip_selected_country;
  const country = countryName(countryCode);
  return {
    query,
    /** The profiles to show; empty while none came. */
    profiles: query.data?.profiles ?? [],
    settings,
    niche,
    /** The niche's people in a sentence, e.g. "mature women", "men". */
    people: t(`niche.${nicheKey(niche)}`),
    /** The country's name in the page's language. */
    country,
  };
}

/** The lander's main headline: the A/B variant's when the visit has one (issue 16), else the lander's own. */
export function useLanderHeadline(own: string): string {
  return useLanderVisit()?.headline ?? own;
}

/** The distinct cities of the profiles, at most `count`, as a list in the page's language ("A, B and C"). */
export function useCityList(profiles: readonly { city: string }[], count = 3): string {
  const { i18n } = useTranslation();
  const cities = [...new Set(profiles.map((profile) => profile.city).filter(Boolean))].slice(0, count);
  return new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(cities);
}
