/**
 * The default layout of spec §2: top navigation, the warnings header (the account alerts of spec §4), the
 * page, disclaimer and footer, the site-entry warning and the signup modal. The warnings header (one
 * notice at a time: an account alert or the welcome-discount banner) and the time-bonus modals load as
 * chunks of their own, for members only.
 */
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link.tsx";
import { LikeModal } from "../../features/likes/like-modal-host.tsx";
import { useSessionUser } from "../../features/session/index.ts";
import { SignupModalHost } from "../../features/signup/signup-modal-host.tsx";
import { SiteEntryWarning } from "../../features/site-entry-warning/index.ts";
import { Disclaimer } from "./disclaimer.tsx";
import { Footer } from "./footer.tsx";
import { TopNav } from "./top-nav.tsx";

const AccountAlerts = lazy(() =>
  import("../../features/account-alerts/index.ts").then((module) => ({
    default: module.AccountAlerts,
  })),
);
const TimeBonus = lazy(() =>
  import("../../features/time-bonus/time-bonus-host.tsx").then((module) => ({ default: module.TimeBonus })),
);
const TermsAcceptance = lazy(() =>
  import("../../features/terms/terms-acceptance-host.tsx").then((module) => ({
    default: module.TermsAcceptance,
  })),
);

export function DefaultLayout() {
  const user = useSessionUser();
  return (
    <div className="app-shell">
      <SkipLink />
      <TopNav />
      {user && (
        <Suspense fallback={null}>
          <AccountAlerts user={user} />
          <TimeBonus user={user} />
          {user.terms_to_accept && <TermsAcceptance user={user} />}
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Disclaimer />
      <Footer />
      <SiteEntryWarning layout="default" />
      <SignupModalHost />
      <LikeModal />
    </div>
  );
}
