/**
 * The welcome discount's countdown on the credits page (ux.md): the members-area banner stays off the
 * buying pages, so the page that sells shows the time left itself. The time bonus's own clock and
 * countdown are used, so both always agree.
 */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import { useTranslation } from "react-i18next";
import { LinkedText } from "../../components/linked-text.tsx";
import type { SessionUser } from "../session/index.ts";
import {
  Countdown,
  formatCountdown,
  PercentIcon,
  timeBonusEndsAt,
  timeBonusRemainingSeconds,
  useTickingNow,
} from "../time-bonus/index.ts";

export function WelcomeCountdown({ user }: { user: SessionUser }) {
  const { t } = useTranslation("credits");
  const now = useTickingNow(timeBonusEndsAt(user));
  const secondsLeft = timeBonusRemainingSeconds(user, now);
  if (secondsLeft === null) return null;
  return (
    <p className="welcome-countdown">
      <span className="welcome-countdown__icon" aria-hidden="true">
        <PercentIcon size={18} />
      </span>
      <span>
        <LinkedText
          text={t("welcome", { percentage: WELCOME_DISCOUNT.percentage, time: formatCountdown(secondsLeft) })}
          links={{
            strong: (text) => <strong>{text}</strong>,
            timer: () => <Countdown secondsLeft={secondsLeft} className="welcome-countdown__time" />,
          }}
        />
      </span>
    </p>
  );
}
