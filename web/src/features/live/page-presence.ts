/**
 * Tells the server whether this tab is looked at (presence: notifications go only to members who are
 * away). Each `visibilitychange` goes over the live socket as a `visibility` frame; when the page is hidden
 * (or leaves: `pagehide`) the page-hidden beacon goes too, because the socket of a tab being closed or
 * frozen may never deliver its frame. The hello of each new socket says the visibility of that moment
 * (lib/live-connection.ts), so a change while the socket is down is not lost. Runs only within a member's
 * live session: a visitor has no presence.
 *
 * The beacon names the session, not the tab: it hides every tab of this browser, including the one the
 * member switches to, whose `visible` frame may well reach the server before the beacon does. So a visible
 * tab says `visible` again a moment later, both when it is shown and when another tab of the browser sent
 * the beacon (they hear of it on a BroadcastChannel).
 */
import { type ClientEvent, PAGE_HIDDEN_PATH } from "@amora/contract/events";

/** Long enough for the other tab's beacon to have landed; short enough that no notification goes meanwhile. */
export const REASSERT_VISIBLE_MS = 3_000;
const CHANNEL = "amora.page-hidden";

/** The spec's beacon body: an empty JSON object (spec §7). */
function sendPageHiddenBeacon(): void {
  try {
    navigator.sendBeacon?.(PAGE_HIDDEN_PATH, new Blob(["{}"], { type: "application/json" }));
  } catch {
    // Browsers that refuse a JSON Blob in a beacon (Chromium before 81): the same body as text.
    try {
      navigator.sendBeacon?.(PAGE_HIDDEN_PATH, "{}");
    } catch {
      // No beacon: the socket's frame, or its closing, still tells the server.
    }
  }
}

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
}

/** Watches the page until the answer is called; `send` is the live connection's (false while it is down). */
export function watchPagePresence(send: (frame: ClientEvent) => boolean): () => void {
  const isVisible = () => document.visibilityState === "visible";
  const channel = openChannel();
  /** One beacon per hiding: `visibilitychange` and `pagehide` both come when a tab is closed. */
  let beaconSent = false;
  let reassertTimer: ReturnType<typeof setTimeout> | undefined;

  const reassertLater = () => {
    clearTimeout(reassertTimer);
    reassertTimer = setTimeout(() => {
      if (isVisible()) send({ type: "visibility", visible: true });
    }, REASSERT_VISIBLE_MS);
  };
  const hidden = () => {
    if (beaconSent) return;
    beaconSent = true;
    sendPageHiddenBeacon();
    channel?.postMessage("hidden");
  };
  const visibilityChanged = () => {
    const visible = isVisible();
    send({ type: "visibility", visible });
    if (visible) {
      beaconSent = false;
      reassertLater();
    } else {
      clearTimeout(reassertTimer);
      hidden();
    }
  };
  const siblingHidden = () => {
    if (isVisible()) reassertLater();
  };

  document.addEventListener("visibilitychange", visibilityChanged);
  window.addEventListener("pagehide", hidden);
  channel?.addEventListener("message", siblingHidden);
  return () => {
    clearTimeout(reassertTimer);
    document.removeEventListener("visibilitychange", visibilityChanged);
    window.removeEventListener("pagehide", hidden);
    channel?.close();
  };
}
