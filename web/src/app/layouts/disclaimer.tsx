/** The disclaimer above the footer: an adult site for 18+ only, and the site's disclosure of fictional profiles. */
import { useTranslation } from "react-i18next";
import { useLoadedSettings } from "../../features/site/index.ts";

export function Disclaimer() {
  const { t } = useTranslation();
  const settings = useLoadedSettings();
  return (
    <div className="disclaimer" role="note">
      <div className="container">
        <p className="disclaimer__line">
          <span className="disclaimer__age" aria-hidden="true">
            {settings.min_age}+
          </span>
          {t("disclaimer.adults", { name: settings.name, minAge: settings.min_age })}
        </p>
        <p className="disclaimer__line">
          <span className="disclaimer__icon" aria-hidden="true">
            {settings.fictional_icon}
          </span>
          {settings.fictional_warning}
        </p>
      </div>
    </div>
  );
}
