/** Shows the site-entry warning where its rules say so; the dialog's code loads only then. */
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { useIsInstalledApp } from "../../lib/installed-app.ts";
import { useSessionUser } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { readDismissedAt, rememberDismissal } from "./dismissal.ts";
import { type LayoutKind, shouldShowSiteEntryWarning } from "./should-show-site-entry-warning.ts";

const SiteEntryWarningModal = lazy(() =>
  import("./site-entry-warning-modal.tsx").then((module) => ({ default: module.SiteEntryWarningModal })),
);

export function SiteEntryWarning({ layout }: { layout: LayoutKind }) {
  const settings = useLoadedSettings();
  const isLoggedIn = useSessionUser() !== null;
  const isInstalledApp = useIsInstalledApp();
  const { pathname } = useLocation();
  const [isDismissed, setDismissed] = useState(() => readDismissedAt() !== null);

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
    setDismissed(true);
  }

  return (
    <Suspense fallback={null}>
      <SiteEntryWarningModal minAge={settings.min_age} onEnter={enter} />
    </Suspense>
  );
}
