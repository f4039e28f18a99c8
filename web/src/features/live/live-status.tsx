/**
 * The live connection's state for the member: a dot with its state as text for screen readers (LiveStatus,
 * for any header), and while the connection is lost a compact banner, reconnecting or offline (LiveBanner,
 * mounted once for the app by LiveProvider). The reconnecting banner waits a moment before it shows, so a
 * connection that is back within a second or two does not flash it. When the installed app opened without
 * network, the service worker answered from its kept copy (lib/service-worker.ts): the offline banner then
 * says the inbox on screen is as it was when last loaded.
 */
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../lib/format-date.ts";
import type { LiveConnectionState } from "../../lib/live-connection.ts";
import { forgetOfflineDataTime, useOfflineDataTime } from "../../lib/service-worker.ts";
import { useFormatLocale } from "../site/index.ts";
import { useLiveConnectionState } from "./hooks.ts";
import "./live-status.scss";

/** How long the connection must stay lost before the banner shows. */
export const BANNER_DELAY_MS = 2_000;

type LostState = Extract<LiveConnectionState, "reconnecting" | "offline">;

function isLost(state: LiveConnectionState): state is LostState {
  return state === "reconnecting" || state === "offline";
}

/** The lost state once it has lasted BANNER_DELAY_MS (offline shows at once: the browser knows). */
function useShownLoss(state: LiveConnectionState): LostState | null {
  const [delayed, setDelayed] = useState<LostState | null>(null);
  const lost = isLost(state) ? state : null;
  useEffect(() => {
    if (lost === null) {
      setDelayed(null);
      return;
    }
    if (lost === "offline") {
      setDelayed("offline");
      return;
    }
    const timer = setTimeout(() => setDelayed(lost), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lost]);
  return lost === null ? null : delayed;
}

/** A dot with the state in words (the banner is the app's: LiveBanner). */
export function LiveStatus({ className = "" }: { className?: string }) {
  const { t } = useTranslation("common");
  const state = useLiveConnectionState();
  return (
    <span className={`live-dot live-dot--${state} ${className}`.trim()} title={t(`live.state.${state}`)}>
      <span className="visually-hidden">{t(`live.state.${state}`)}</span>
    </span>
  );
}

/** The banner while the connection is lost, for the whole app (mounted by LiveProvider). */
export function LiveBanner() {
  const state = useLiveConnectionState();
  const shown = useShownLoss(state);
  useEffect(() => {
    // Connected again: the data on screen is refreshed from the server, no longer the kept copy.
    if (state === "open") forgetOfflineDataTime();
  }, [state]);
  // The text is only asked for while the banner shows: i18next is started by then (a member is logged in).
  return shown ? <LostBanner state={shown} /> : null;
}

function LostBanner({ state }: { state: LostState }) {
  const { t } = useTranslation("common");
  const keptAt = useOfflineDataTime();
  // The kept copy on screen means the network is gone, whether or not the browser has noticed it yet.
  let text: ReactNode = state === "offline" ? t("live.offline") : t("live.reconnecting");
  if (keptAt) text = <KeptDataText keptAt={keptAt} />;
  return (
    <div className={`live-banner live-banner--${state}`} role="status" data-testid="live-banner">
      <span className={`live-dot live-dot--${state}`} aria-hidden="true" />
      {text}
    </div>
  );
}

/** Offline with the kept inbox on screen: the time it was loaded, in the screen's date locale. */
function KeptDataText({ keptAt }: { keptAt: Date }) {
  const { t } = useTranslation("common");
  const locale = useFormatLocale();
  return t("live.offlineKept", { time: formatTime(keptAt, locale) });
}
