/**
 * The end of the day's game (spec §9: "4 likes per day, then wait"): a friendly message and a live
 * countdown to the member's next midnight (the server's `resets_at`). At zero the page fetches the game
 * again; if the server still has no likes to give (clocks differ), a button asks again.
 */
import { SWIPE_LIKES_PER_DAY } from "@amora/contract/constants";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { HeartIcon } from "../../components/member-icons.tsx";
import { formatCountdown, isoDuration, nextLocalMidnight, useCountdown } from "./countdown.tsx";
import { useFocusWhenLost } from "./focus.ts";
import "../../components/state-card.scss";

function resetTime(resetsAt: string | null): number {
  const parsed = resetsAt === null ? Number.NaN : Date.parse(resetsAt);
  return Number.isNaN(parsed) ? nextLocalMidnight() : parsed;
}

export function WaitScreen({
  resetsAt,
  checking,
  onReset,
}: {
  resetsAt: string | null;
  /** True while the game is being fetched again. */
  checking: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation("swipe");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(headingRef);
  const remaining = useCountdown(resetTime(resetsAt), onReset);

  return (
    <section className="state-card swipe-wait" aria-labelledby="swipe-wait-title">
      <span className="state-card__icon">
        <HeartIcon size={32} />
      </span>
      <h2 id="swipe-wait-title" className="state-card__title" tabIndex={-1} ref={headingRef}>
        {t("wait.title")}
      </h2>
      <p className="state-card__text">
        {t("wait.text", { limit: SWIPE_LIKES_PER_DAY, count: SWIPE_LIKES_PER_DAY })}
      </p>
      {remaining > 0 ? (
        <div className="swipe-wait__clock">
          <span className="swipe-wait__label" id="swipe-wait-label">
            {t("wait.countdownLabel")}
          </span>
          <time
            className="swipe-wait__time"
            role="timer"
            aria-labelledby="swipe-wait-label swipe-wait-time"
            id="swipe-wait-time"
            dateTime={isoDuration(remaining)}
            data-testid="swipe-countdown"
          >
            {formatCountdown(remaining)}
          </time>
        </div>
      ) : (
        <div className="swipe-wait__clock">
          <p className="swipe-wait__ready" role="status">
            {t("wait.ready")}
          </p>
          <button type="button" className="btn btn-primary" disabled={checking} onClick={onReset}>
            {t("wait.check")}
          </button>
        </div>
      )}
      <div className="state-card__actions">
        <Link to={paths.matchFinder} className="btn btn-primary">
          {t("wait.finder")}
        </Link>
        <Link to={paths.members} className="btn btn-outline-primary">
          {t("wait.browse")}
        </Link>
      </div>
    </section>
  );
}
