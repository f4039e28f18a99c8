/**
 * The lander layout: a simple navbar with the logo above the marketing page, and the signup modal the
 * landers' calls to action open (its code loads only when one is clicked).
 */
import { Outlet } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link.tsx";
import { LanderBounceBeacon, useLanderVisit } from "../../features/lander-visit/index.ts";
import { SignupModalHost } from "../../features/signup/signup-modal-host.tsx";
import { SiteEntryWarning } from "../../features/site-entry-warning/index.ts";
import { LanderNavbar } from "./lander-navbar.tsx";

export function LanderLayout() {
  const visit = useLanderVisit();
  return (
    <div className="app-shell">
      <SkipLink />
      <LanderNavbar />
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteEntryWarning layout="lander" />
      <SignupModalHost />
      <LanderBounceBeacon visit={visit} />
    </div>
  );
}
