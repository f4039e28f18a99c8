/**
 * The bonus countdown, "hh:mm:ss". A timer role (whose live region is off) with a fixed label: screen
 * readers read the time when the member goes to it, and nothing is announced on every tick.
 */
import { useTranslation } from "react-i18next";
import { countdownDuration, formatCountdown } from "./time-bonus.ts";

export function Countdown({ secondsLeft, className }: { secondsLeft: number; className?: string }) {
  const { t } = useTranslation("timebonus");
  return (
    <span role="timer" aria-live="off" aria-label={t("countdown.label")} className={className}>
      <time dateTime={countdownDuration(secondsLeft)}>{formatCountdown(secondsLeft)}</time>
    </span>
  );
}
