/**
 * Lander "transitionsvideolanding" (/landers/transitionsvideolanding/:slug?): a full-bleed hero whose members'
 * photos cross-fade into each other with a slow zoom (CSS animations only: no script runs them). One column
 * of photos on phones, three from 992 px (the photos are 600 px wide: a column keeps them sharp). Where the
 * visitor asked for less motion, each column shows its first photo and stays.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  LanderCta,
  LanderPhoto,
  LanderProfilesState,
  LanderTrust,
  useLanderHeadline,
  useLanderPage,
} from "../index.ts";
import "./transitions.scss";

/** Photos per column, each shown for 5 s (transitions.scss: the keyframes are written for four). */
const SLIDES = 4;
const COLUMNS = 3;
const COLUMN_SIZES = "(min-width: 992px) 34vw, 100vw";

/** Column c's photos: the lander's members dealt in turn, repeated when there are fewer than the slots. */
function column(profiles: readonly ProfileCard[], c: number): ProfileCard[] {
  return Array.from({ length: SLIDES }, (_, i) => profiles[(c + i * COLUMNS) % profiles.length]).filter(
    (profile): profile is ProfileCard => profile !== undefined,
  );
}

export function TransitionsPage() {
  const { t } = useTranslation("landers");
  const { t: tCommon } = useTranslation("common");
  const page = useLanderPage("transitionsvideolanding");
  const headline = useLanderHeadline(t("transitions.title", { people: page.people }));
  const profiles = page.profiles;
  return (
    <div className="lander-page lander-page--dark transitions">
      <section className="transitions__hero" aria-labelledby="transitions-title">
        {profiles.length > 0 && (
          <div className="transitions__reel" aria-hidden="true">
            {Array.from({ length: COLUMNS }, (_, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed slots
              <div key={c} className="transitions__column" style={{ "--c": c } as CSSProperties}>
                {column(profiles, c).map((profile, i) => (
                  <figure
                    // biome-ignore lint/suspicious/noArrayIndexKey: a member can fill two slots of a short list
                    key={`${profile.id}-${i}`}
                    className="transitions__slide"
                    style={{ "--i": i } as CSSProperties}
                  >
                    <LanderPhoto profile={profile} sizes={COLUMN_SIZES} eager={i === 0} />
                    <figcaption className="transitions__name">
                      {tCommon("memberCard.nameAge", { name: profile.name, age: profile.age })}
                      {profile.city && <span> · {profile.city}</span>}
                    </figcaption>
                  </figure>
                ))}
              </div>
            ))}
          </div>
        )}
        <div className="transitions__content container">
          <p className="lander-eyebrow">{t("transitions.eyebrow", { country: page.country })}</p>
          <h1 id="transitions-title" className="lander-title">
            {headline}
          </h1>
          <p className="lander-lead">{t("transitions.lead")}</p>
          <LanderCta />
          {profiles.length === 0 && (
            <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
          )}
        </div>
      </section>
      <LanderTrust />
    </div>
  );
}
