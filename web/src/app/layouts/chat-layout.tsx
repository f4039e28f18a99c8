/**
 * The chat layout: the top navigation over a full-height page (no footer), as messaging apps do. The chat
 * list is part of the members area (spec §2), so the time-bonus modals come here too (no banner: the page
 * keeps its full height).
 */
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link.tsx";
import { useSessionUser } from "../../features/session/index.ts";
import { SiteEntryWarning } from "../../features/site-entry-warning/index.ts";
import { TopNav } from "./top-nav.tsx";

const TimeBonus = lazy(() =>
  import("../../features/time-bonus/time-bonus-host.tsx").then((module) => ({ default: module.TimeBonus })),
);
const TermsAcceptance = lazy(() =>
  import("../../features/terms/terms-acceptance-host.tsx").then((module) => ({
    default: module.TermsAcceptance,
  })),
);

export function ChatLayout() {
  const user = useSessionUser();
  return (
    <div className="app-shell app-shell--fixed">
      <SkipLink />
      <TopNav />
      <main id={MAIN_CONTENT_ID} className="app-main app-main--chat" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteEntryWarning layout="chat" />
      {user && (
        <Suspense fallback={null}>
          <TimeBonus user={user} />
          {user.terms_to_accept && <TermsAcceptance user={user} />}
        </Suspense>
      )}
    </div>
  );
}
