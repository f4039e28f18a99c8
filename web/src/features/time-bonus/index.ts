/**
 * The time bonus's public surface: its countdown, clock and banner for the credits page and the account
 * alerts. Other features and the routes import this file only (decision 026).
 */
export { showsBannerOn } from "./bonus-modals.ts";
export { Countdown } from "./countdown.tsx";
export { PercentIcon } from "./percent-icon.tsx";
export { formatCountdown, timeBonusEndsAt, timeBonusRemainingSeconds } from "./time-bonus.ts";
export { TimeBonusBanner } from "./time-bonus-banner.tsx";
export { useTickingNow } from "./use-ticking-now.ts";
