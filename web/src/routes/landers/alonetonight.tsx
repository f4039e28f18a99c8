/**
 * Lander "alonetonight" (/landers/alonetonight/:slug?): a night-time "alone tonight?" call near the visitor:
 * a night sky with the visitor's country and the members' cities, a cluster of faces, a strip of members
 * who are up tonight, and the call to action again before the trust footer.
 */
import { useTranslation } from "react-i18next";
import { screenHandle } from "../../app/screen-handle.ts";
import { MapPinIcon } from "../../components/member-icons.tsx";
import {
  LanderCta,
  LanderPhoto,
  LanderProfilesState,
  LanderTile,
  LanderTrust,
  landerLoader,
  useCityList,
  useLanderHeadline,
  useLanderPage,
} from "../../features/landers/index.ts";
import "./alonetonight.scss";

export const handle = screenHandle("lander");
export const loader = landerLoader("alonetonight");

/** The faces beside the headline: 6.75rem round on phones, 10rem from 992 px. */
const FACE_SIZES = "(min-width: 992px) 160px, 108px";
const FACES = 3;
/** The strip's cards: a scroller of 9.5rem cards on phones, 6 columns from 992 px. */
const STRIP_SIZES = "(min-width: 1200px) 180px, (min-width: 992px) 15vw, 152px";
const STRIP_SIZE = 12;

function MoonIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />
    </svg>
  );
}

export function Component() {
  const { t } = useTranslation("landers");
  const { t: common } = useTranslation("common");
  const page = useLanderPage("alonetonight");
  const headline = useLanderHeadline(t("alonetonight.title"));
  const cities = useCityList(page.profiles);
  const faces = page.profiles.slice(0, FACES);
  const strip = page.profiles.slice(FACES, FACES + STRIP_SIZE);

  return (
    <div className="lander-page lander-page--dark lander-night">
      <section className="lander-night__hero" aria-labelledby="lander-title">
        <span className="lander-night__moon" aria-hidden="true" />
        <div className="container lander-night__hero-inner">
          <div className="lander-night__text">
            <p className="lander-eyebrow">
              <MoonIcon />
              {t("alonetonight.eyebrow", { country: page.country })}
            </p>
            <h1 id="lander-title" className="lander-title">
              {headline}
            </h1>
            <p className="lander-lead">{t("alonetonight.lead", { people: page.people })}</p>
            {cities && (
              <p className="lander-night__cities">
                <MapPinIcon size={18} />
                {t("alonetonight.cities", { cities })}
              </p>
            )}
            <LanderCta label={t("alonetonight.cta")} />
          </div>
          {faces.length > 0 && (
            <ul className="lander-night__faces list-unstyled" aria-label={t("alonetonight.stripLabel")}>
              {faces.map((profile, index) => (
                <li key={profile.id} className="lander-night__face">
                  <LanderPhoto profile={profile} sizes={FACE_SIZES} eager={index === 0} />
                  <span className="lander-night__face-name">
                    {common("memberCard.nameAge", { name: profile.name, age: profile.age })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="lander-night__strip container" aria-labelledby="lander-night-strip">
        <h2 id="lander-night-strip" className="lander-night__strip-title">
          <span className="lander-night__pulse" aria-hidden="true" />
          {t("alonetonight.stripTitle")}
        </h2>
        {strip.length > 0 ? (
          <ul className="lander-night__cards" aria-label={t("alonetonight.stripLabel")}>
            {strip.map((profile) => (
              <LanderTile key={profile.id} profile={profile} sizes={STRIP_SIZES} />
            ))}
          </ul>
        ) : (
          <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
        )}
      </section>

      <section className="lander-night__closing container">
        <p className="lander-night__closing-text">{t("alonetonight.closing")}</p>
        <LanderCta label={t("alonetonight.cta")} />
      </section>
      <LanderTrust tone="dark" />
    </div>
  );
}
