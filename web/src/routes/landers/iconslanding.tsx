/**
 * Lander "iconslanding" (/landers/iconslanding/:slug?): the visitor taps the interests they like (icon
 * tiles), then sees members near them and the signup, which promises to match them on those interests.
 */
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { screenHandle } from "../../app/screen-handle.ts";
import { CheckCircleIcon } from "../../components/member-icons.tsx";
import {
  LanderCta,
  LanderPhoto,
  LanderProfilesState,
  LanderTile,
  LanderTrust,
  landerLoader,
  useLanderHeadline,
  useLanderPage,
} from "../../features/landers/index.ts";
import { InterestIcon, LANDER_INTERESTS, type LanderInterest } from "./interest-icons.tsx";
import "./iconslanding.scss";

export const handle = screenHandle("lander");
export const loader = landerLoader("iconslanding");

/** The round faces under the heading: 3.5rem. */
const FACE_SIZES = "56px";
const FACES = 5;
/** The results grid: 2 columns on phones, 4 from 768 px in a 960 px column. */
const RESULT_SIZES = "(min-width: 768px) 230px, 46vw";
const RESULTS = 8;

export function Component() {
  const { t, i18n } = useTranslation(["landers", "members"]);
  const page = useLanderPage("iconslanding");
  const headline = useLanderHeadline(t("iconslanding.title"));
  const [picked, setPicked] = useState<LanderInterest[]>([]);
  const [showResults, setShowResults] = useState(false);
  const [needsPick, setNeedsPick] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const pickHeading = useRef<HTMLHeadingElement>(null);

  const label = (interest: LanderInterest) => t(`members:interests.${interest}`);
  const toggle = (interest: LanderInterest) => {
    setNeedsPick(false);
    setPicked((current) =>
      current.includes(interest) ? current.filter((item) => item !== interest) : [...current, interest],
    );
  };
  const show = () => {
    if (picked.length === 0) {
      setNeedsPick(true);
      return;
    }
    setShowResults(true);
    // The results replace the picker: the focus goes to their heading, as a new step.
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };
  const change = () => {
    setShowResults(false);
    requestAnimationFrame(() => pickHeading.current?.focus());
  };
  const interests = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(picked.map(label));

  return (
    <div className="lander-page lander-icons">
      <section className="lander-icons__hero container" aria-labelledby="lander-title">
        <p className="lander-eyebrow">
          {t("iconslanding.eyebrow", { country: page.country, people: page.people })}
        </p>
        <h1 id="lander-title" className="lander-title">
          {headline}
        </h1>
        <p className="lander-lead">{t("iconslanding.lead")}</p>
        {page.profiles.length > 0 && (
          <ul className="lander-icons__faces list-unstyled">
            {page.profiles.slice(0, FACES).map((profile, index) => (
              <li key={profile.id} className="lander-icons__face">
                <LanderPhoto profile={profile} sizes={FACE_SIZES} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="container lander-icons__body">
        {showResults ? (
          <section className="lander-icons__results" aria-labelledby="lander-icons-results">
            <h2
              id="lander-icons-results"
              ref={resultsHeading}
              tabIndex={-1}
              className="lander-icons__heading"
            >
              {t("iconslanding.resultsTitle", { people: page.people })}
            </h2>
            <p className="lander-icons__lead">{t("iconslanding.resultsLead", { interests })}</p>
            {page.profiles.length > 0 ? (
              <ul className="lander-icons__grid list-unstyled">
                {page.profiles.slice(0, RESULTS).map((profile) => (
                  <LanderTile key={profile.id} profile={profile} sizes={RESULT_SIZES} />
                ))}
              </ul>
            ) : (
              <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
            )}
            <LanderCta className="mt-4" />
            <button type="button" className="btn btn-link lander-icons__change" onClick={change}>
              {t("iconslanding.change")}
            </button>
          </section>
        ) : (
          <section className="lander-icons__picker" aria-labelledby="lander-icons-pick">
            <h2 id="lander-icons-pick" ref={pickHeading} tabIndex={-1} className="visually-hidden">
              {t("iconslanding.pickLabel")}
            </h2>
            <ul className="lander-icons__choices list-unstyled">
              {LANDER_INTERESTS.map((interest) => {
                const isPicked = picked.includes(interest);
                return (
                  <li key={interest}>
                    <button
                      type="button"
                      className={`lander-icons__choice${isPicked ? " is-picked" : ""}`}
                      aria-pressed={isPicked}
                      onClick={() => toggle(interest)}
                    >
                      <span className="lander-icons__choice-icon">
                        <InterestIcon interest={interest} />
                      </span>
                      <span className="lander-icons__choice-label">{label(interest)}</span>
                      {isPicked && (
                        <span className="lander-icons__check">
                          <CheckCircleIcon size={18} />
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="lander-icons__action">
              <p className="lander-icons__count" aria-live="polite">
                {needsPick
                  ? t("iconslanding.pickFirst")
                  : picked.length > 0
                    ? t("iconslanding.picked", { count: picked.length })
                    : ""}
              </p>
              <button type="button" className="btn btn-lg btn-primary lander-cta rounded-pill" onClick={show}>
                {t("iconslanding.show")}
              </button>
            </div>
          </section>
        )}
      </div>
      <LanderTrust />
    </div>
  );
}
