/** Shows the site-entry warning where its rules say so. */
import { useState } from "react";
import { useLocation } from "react-router";
import { useIsHydrated } from "../../lib/hydrated.ts";
import { useIsInstalledApp } from "../../lib/installed-app.ts";
import { useSessionUser } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { readDismissedAt, rememberDismissal } from "./dismissal.ts";
import { type LayoutKind, shouldShowSiteEntryWarning } from "./should-show-site-entry-warning.ts";
import { SiteEntryWarningDialog } from "./site-entry-warning-dialog.tsx";

export function SiteEntryWarning({ layout }: { layout: LayoutKind }) {
  const settings = useLoadedSettings();
  const isLoggedIn = useSessionUser() !== null;
  const isInstalledApp = useIsInstalledApp();
  const { pathname } = useLocation();
  // The server cannot see local storage: the first render (the server's and the hydrating one) shows the
  // warning, and a visitor who dismissed it before loses it right after hydration.
  const isHydrated = useIsHydrated();
  const [hasEntered, setEntered] = useState(false);
  const isDismissed = hasEntered || (isHydrated && readDismissedAt() !== null);

  const show = shouldShowSiteEntryWarning({
    settings,
    isLoggedIn,
    isInstalledApp,
    isDismissed,
    pathname,
    layout,
  });
  if (!show) return null;

  function enter() {
    rememberDismissal(Date.now());
    setEntered(true);
  }

  return <SiteEntryWarningDialog minAge={settings.min_age} onEnter={enter} />;
}
