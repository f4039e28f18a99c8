/**
 * The welcome discount banner of the members area (spec §2, §4): "25% off your first credits — 03:59:12
 * left" with a link to the credits page, the code filled in. It only draws what it is given; the host
 * decides when it shows and ticks the time.
 */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LinkedText } from "../../components/linked-text.tsx";
import { Countdown } from "./countdown.tsx";
import { PercentIcon } from "./percent-icon.tsx";
import { formatCountdown, TIME_BONUS_CREDITS_LINK } from "./time-bonus.ts";
import "./time-bonus.scss";

const { percentage } = WELCOME_DISCOUNT;

export function TimeBonusBanner({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation("timebonus");
  return (
    <section className="time-bonus-banner" aria-label={t("banner.label")}>
      <div className="container">
        <div className="time-bonus-banner__bar">
          <span className="time-bonus-banner__icon">
            <PercentIcon size={20} />
          </span>
          <p className="time-bonus-banner__text">
            <LinkedText
              text={t("banner.text", { percentage, time: formatCountdown(secondsLeft) })}
              links={{
                strong: (text) => <strong>{text}</strong>,
                timer: () => <Countdown secondsLeft={secondsLeft} className="time-bonus-countdown" />,
              }}
            />
          </p>
          <Link to={TIME_BONUS_CREDITS_LINK} className="btn btn-sm btn-primary time-bonus-banner__action">
            {t("banner.action", { percentage })}
          </Link>
        </div>
      </div>
    </section>
  );
}
