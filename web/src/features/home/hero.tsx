/** The home hero: a collage of member photos, the promise in one line, and the signup call to action. */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { HeartIcon, SilhouetteIcon } from "../../components/member-icons.tsx";
import { ProfilePhoto } from "./profile-photo.tsx";
import { SignupCta } from "./signup-cta.tsx";

export const COLLAGE_SIZE = 6;
/** Phones show the first three tiles (home.scss); the others load lazily, so hidden tiles cost nothing there. */
const MOBILE_COLLAGE_SIZE = 3;
/** Collage tiles: a third of at most 26rem on phones, a third of at most 34rem from 992 px. */
const COLLAGE_SIZES = "(min-width: 992px) 176px, 136px";

type HeroProps = {
  settings: Settings | undefined;
  /** Profiles with a photo, at most COLLAGE_SIZE; undefined while loading. */
  collage: ProfileCard[] | undefined;
};

export function Hero({ settings, collage }: HeroProps) {
  const { t } = useTranslation("home");
  const signupCredits = settings?.signup_credits ?? 0;
  const canSignUp = settings !== undefined && settings.signups !== "closed";

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6 home-hero__text">
            <p className="home-hero__eyebrow">
              <HeartIcon size={16} />
              {t("hero.eyebrow", { minAge: settings?.min_age ?? 18 })}
            </p>
            <h1 id="home-hero-title" className="home-hero__title">
              <AccentedText text={t("hero.title")} />
            </h1>
            <p className="home-hero__lead">{t("hero.lead")}</p>
            <SignupCta settings={settings} label={t("hero.cta")} />
            {canSignUp && signupCredits > 0 && (
              <p className="home-hero__perk">{t("hero.signupCredits", { count: signupCredits })}</p>
            )}
            {canSignUp && (
              <p className="home-hero__login">
                {t("hero.haveAccount")}{" "}
                <Link to={paths.login} className="fw-semibold">
                  {t("hero.login")}
                </Link>
              </p>
            )}
          </div>
          <div className="col-lg-6 home-hero__visual">
            <Collage settings={settings} profiles={collage} />
          </div>
        </div>
      </div>
    </section>
  );
}

const ACCENT_PATTERN = /^(.*)<accent>(.*)<\/accent>(.*)$/s;

/** Renders "a <accent>b</accent> c" with b highlighted; a tiny stand-in for <Trans>, which would weigh 10 kB here. */
function AccentedText({ text }: { text: string }) {
  const match = ACCENT_PATTERN.exec(text);
  if (!match) return text;
  const [, before, accent, after] = match;
  return (
    <>
      {before}
      <span className="home-hero__accent">{accent}</span>
      {after}
    </>
  );
}

function Collage({
  settings,
  profiles,
}: {
  settings: Settings | undefined;
  profiles: ProfileCard[] | undefined;
}) {
  const { t } = useTranslation("home");
  const isLoading = profiles === undefined || settings === undefined;
  const slots = Array.from({ length: COLLAGE_SIZE }, (_, index) => profiles?.[index]);

  return (
    <div className="home-collage">
      <ul
        className="home-collage__grid list-unstyled"
        aria-label={t("hero.collageLabel")}
        aria-busy={isLoading}
      >
        {slots.map((profile, index) => (
          <li
            key={profile?.id ?? `slot-${index}`}
            className={`home-collage__tile ${isLoading ? "placeholder-glow" : ""}`}
          >
            {profile && settings ? (
              <ProfilePhoto
                profile={profile}
                cdnPrefix={settings.cdn_prefix}
                sizes={COLLAGE_SIZES}
                eager={index < MOBILE_COLLAGE_SIZE}
              />
            ) : (
              <span className={`profile-photo ${isLoading ? "placeholder" : ""}`} aria-hidden="true">
                {!isLoading && (
                  <span className="profile-photo__placeholder">
                    <SilhouetteIcon size={48} />
                  </span>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="home-collage__chip" aria-hidden="true">
        <span className="home-collage__chip-icon">
          <HeartIcon size={16} />
        </span>
        {t("hero.chip")}
      </p>
    </div>
  );
}
