/** The empty layout: no navigation or footer, only the logo above the page, for the one-step pages reached from e-mail links. */
import { Outlet } from "react-router";
import { BrandLink } from "../../components/brand-link.tsx";
import { MAIN_CONTENT_ID } from "../../components/skip-link.tsx";
import { useLoadedSettings } from "../../features/site/index.ts";
import { SiteEntryWarning } from "../../features/site-entry-warning/index.ts";

export function EmptyLayout() {
  const settings = useLoadedSettings();
  return (
    <div className="app-shell">
      <main id={MAIN_CONTENT_ID} className="app-main app-main--centered" tabIndex={-1}>
        <div className="app-main__brand">
          <BrandLink name={settings.name} />
        </div>
        <Outlet />
      </main>
      <SiteEntryWarning layout="empty" />
    </div>
  );
}
