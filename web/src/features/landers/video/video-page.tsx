/**
 * Lander "video" (/landers/video/:slug?): a looping "video" made of the lander's members' photos, played by CSS
 * animations (a frame per member, zooming and fading into the next, the member's name over it, a progress
 * bar), with a play/pause button. It starts paused where the visitor asked for less motion.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { type CSSProperties, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MapPinIcon } from "../../../components/member-icons.tsx";
import { prefersReducedMotion } from "../../swipe/index.ts";
import {
  LanderCta,
  LanderPhoto,
  LanderProfilesState,
  LanderTrust,
  useLanderHeadline,
  useLanderPage,
} from "../index.ts";
import "../page-parts.scss";
import "./video.scss";

/** Frames in the loop, each 3 s (video.scss: the keyframes are written for six). */
const FRAMES = 6;
const PLAYER_SIZES = "(min-width: 992px) 420px, 100vw";

export function VideoPage() {
  const { t } = useTranslation("landers");
  const page = useLanderPage("video");
  const headline = useLanderHeadline(t("video.title", { people: page.people }));
  const profiles = page.profiles;
  const frames =
    profiles.length === 0
      ? []
      : Array.from({ length: FRAMES }, (_, i) => profiles[i % profiles.length] as ProfileCard);
  return (
    <div className="lander-page lander-page--dark video-lander">
      <div className="container video-lander__layout">
        <header className="lander-intro">
          <p className="lander-eyebrow">{t("video.eyebrow", { country: page.country })}</p>
          <h1 className="lander-title">{headline}</h1>
          <p className="lander-lead">{t("video.lead")}</p>
          <LanderCta />
        </header>
        {frames.length > 0 ? (
          <Player frames={frames} />
        ) : (
          <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
        )}
      </div>
      <LanderTrust />
    </div>
  );
}

function Player({ frames }: { frames: ProfileCard[] }) {
  const { t, i18n } = useTranslation("landers");
  const { t: tCommon } = useTranslation("common");
  // Null until the visitor chooses: the player then follows their motion setting (paused for less motion).
  const [choice, setChoice] = useState<boolean | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => setReducedMotion(prefersReducedMotion()), []);
  const playing = choice ?? !reducedMotion;
  const state = choice === null ? "auto" : playing ? "playing" : "paused";

  return (
    <figure className={`video-player video-player--${state}`}>
      <div className="video-player__screen" aria-hidden="true">
        {frames.map((profile, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a member can fill two frames of a short list
            key={`${profile.id}-${i}`}
            className="video-player__frame"
            style={{ "--i": i } as CSSProperties}
          >
            <LanderPhoto profile={profile} sizes={PLAYER_SIZES} eager={i === 0} />
            <span className="video-player__name">
              <strong>{tCommon("memberCard.nameAge", { name: profile.name, age: profile.age })}</strong>
              {profile.city && (
                <span>
                  <MapPinIcon size={14} />
                  {profile.city}
                </span>
              )}
            </span>
          </div>
        ))}
        <span className="video-player__progress">
          <span />
        </span>
      </div>
      <figcaption className="visually-hidden">
        {t("video.caption", {
          names: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format([
            ...new Set(frames.map((profile) => profile.name)),
          ]),
        })}
      </figcaption>
      <button
        type="button"
        className="video-player__toggle"
        aria-label={playing ? t("video.pause") : t("video.play")}
        onClick={() => setChoice(!playing)}
      >
        {playing ? <PauseGlyph /> : <PlayGlyph />}
      </button>
    </figure>
  );
}

function PlayGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
    </svg>
  );
}

function PauseGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 4h4.5v16H6zM13.5 4H18v16h-4.5z" fill="currentColor" />
    </svg>
  );
}
