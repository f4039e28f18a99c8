/**
 * Lander "maplanding" (/landers/maplanding/:slug?): the lander's members as photo pins on a map of the
 * visitor's country (the answer's `country`). The outline is drawn offline (country-outlines.json, no map
 * tiles from anywhere); a pin stands at the member's town when the map knows it (pins.ts), and a tap on it
 * opens the signup to write to that member.
 */
import type { Country } from "@amora/contract/countries";
import type { ProfileCard } from "@amora/contract/profiles";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { FictionalMark } from "../../../components/member-card.tsx";
import { photoUrl } from "../../../components/profile-photo.tsx";
import { useCountryName } from "../../../lib/country-name.ts";
import { SignupLink } from "../../signup/index.ts";
import { useLoadedSettings } from "../../site/index.ts";
import { LanderCta, LanderProfilesState, LanderTrust, useLanderHeadline, useLanderPage } from "../index.ts";
import "../page-parts.scss";
import "./map.scss";
import { outlineOf, placePins } from "./pins.ts";

/** Enough photos to fill a country, few enough that they do not cover it. */
const MAX_PINS = 14;
/** The first pins paint with the page; the rest follow. */
const EAGER_PINS = 6;

/**
 * The country to draw: the answer's, which is the visitor's when the site serves it; when none of the members
 * given live there (a visitor from elsewhere gets the site's members of all its countries), the country most
 * of them live in.
 */
function mapCountry(country: Country, profiles: readonly ProfileCard[]): Country {
  if (profiles.length === 0 || profiles.some((profile) => profile.country === country)) return country;
  const counts = new Map<Country, number>();
  for (const profile of profiles) counts.set(profile.country, (counts.get(profile.country) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? country;
}

export function MapPage() {
  const { t } = useTranslation("landers");
  const page = useLanderPage("maplanding");
  const headline = useLanderHeadline(t("map.title", { people: page.people }));
  const country = mapCountry(page.query.data?.country ?? page.settings.geoip_selected_country, page.profiles);
  const outline = outlineOf(country);
  const [boxX = 0, boxY = 0, boxWidth = 1, boxHeight = 1] = outline.box;
  const countryName = useCountryName()(country);
  // Only the members who live in the country drawn: a pin never stands where its member does not live.
  const pins = placePins(
    outline,
    page.profiles.filter((profile) => profile.country === country).slice(0, MAX_PINS),
  );
  return (
    <div className="lander-page maplanding">
      <div className="container maplanding__layout">
        <header className="lander-intro">
          <p className="lander-eyebrow">{t("map.eyebrow", { country: countryName })}</p>
          <h1 className="lander-title">{headline}</h1>
          <p className="lander-lead">{t("map.lead")}</p>
          <LanderCta className="lander-cta--desktop" />
        </header>
        <figure className="maplanding__map">
          <div
            className="maplanding__canvas"
            style={
              {
                aspectRatio: `${boxWidth} / ${boxHeight}`,
                "--map-ratio": boxWidth / boxHeight,
              } as CSSProperties
            }
          >
            <svg
              className="maplanding__land"
              viewBox={outline.box.join(" ")}
              aria-hidden="true"
              focusable="false"
            >
              <path d={outline.path} />
            </svg>
            {pins.length > 0 && (
              <ul
                className="maplanding__pins list-unstyled"
                aria-label={t("map.pinsLabel", { country: countryName })}
              >
                {[...pins]
                  // Lower pins are drawn later, so they overlap the ones behind them as on a real map.
                  .sort((a, b) => a.y - b.y)
                  .map((pin) => (
                    <li
                      key={pin.profile.id}
                      className="maplanding__pin"
                      style={{
                        left: `${((pin.x - boxX) / boxWidth) * 100}%`,
                        top: `${((pin.y - boxY) / boxHeight) * 100}%`,
                      }}
                    >
                      <MapPin profile={pin.profile} eager={pins.indexOf(pin) < EAGER_PINS} />
                    </li>
                  ))}
              </ul>
            )}
          </div>
          <figcaption className="maplanding__note">{t("map.note")}</figcaption>
        </figure>
        {page.profiles.length === 0 && (
          <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
        )}
      </div>
      <div className="lander-sticky-cta">
        <LanderCta note={false} />
      </div>
      <LanderTrust />
    </div>
  );
}

function MapPin({ profile, eager }: { profile: ProfileCard; eager: boolean }) {
  const { t } = useTranslation("landers");
  const { t: tCommon } = useTranslation("common");
  const settings = useLoadedSettings();
  const image = profile.main_image;
  return (
    <SignupLink
      className="map-pin"
      title={t("cta.writeTo", { name: profile.name })}
      aria-label={
        profile.city
          ? t("map.pin", { name: profile.name, age: profile.age, city: profile.city })
          : t("map.pinNoCity", { name: profile.name, age: profile.age })
      }
    >
      <span className="map-pin__bubble">
        {image ? (
          <img
            src={photoUrl(settings.cdn_prefix, image.thumb_filename)}
            alt=""
            width={56}
            height={56}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <span className="map-pin__initial" aria-hidden="true">
            {profile.name.slice(0, 1)}
          </span>
        )}
      </span>
      {profile.fictional && (
        <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
      )}
      <span className="map-pin__name" aria-hidden="true">
        {tCommon("memberCard.nameAge", { name: profile.name, age: profile.age })}
      </span>
    </SignupLink>
  );
}
