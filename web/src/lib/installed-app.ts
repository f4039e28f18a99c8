/** Whether the app runs installed (added to the home screen), which changes the footer, entry warning and back button. */
import { useSyncExternalStore } from "react";

const STANDALONE_QUERY = "(display-mode: standalone)";

function standaloneMedia(): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(STANDALONE_QUERY) : undefined;
}

export function isInstalledApp(): boolean {
  // iOS Safari reports a home-screen app through the non-standard navigator.standalone.
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || standaloneMedia()?.matches === true;
}

function subscribe(onChange: () => void): () => void {
  const media = standaloneMedia();
  media?.addEventListener("change", onChange);
  return () => media?.removeEventListener("change", onChange);
}

export function useIsInstalledApp(): boolean {
  return useSyncExternalStore(subscribe, isInstalledApp, () => false);
}
