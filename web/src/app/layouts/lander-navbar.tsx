/** The lander layout's navigation: only the logo, so nothing distracts from the lander's call to action. */
import { useTranslation } from "react-i18next";
import { BrandLink } from "../../components/brand-link.tsx";
import { useLoadedSettings } from "../../features/site/index.ts";

export function LanderNavbar() {
  const { t } = useTranslation();
  const settings = useLoadedSettings();
  return (
    <header className="top-nav top-nav--lander">
      <nav className="navbar" aria-label={t("nav.label")}>
        <div className="container justify-content-center">
          <BrandLink name={settings.name} />
        </div>
      </nav>
    </header>
  );
}
