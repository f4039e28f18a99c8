/** The chat layout: the top navigation over a full-height page (no footer), as messaging apps do. */
import { Outlet } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link.tsx";
import { SiteEntryWarning } from "../../features/site-entry-warning/site-entry-warning.tsx";
import { TopNav } from "./top-nav.tsx";

export function ChatLayout() {
  return (
    <div className="app-shell app-shell--fixed">
      <SkipLink />
      <TopNav />
      <main id={MAIN_CONTENT_ID} className="app-main app-main--chat" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteEntryWarning layout="chat" />
    </div>
  );
}
