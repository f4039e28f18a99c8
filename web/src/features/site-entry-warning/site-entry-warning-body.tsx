/** What the 18+ warning says and offers (site-entry-warning-dialog.tsx). */
import { useTranslation } from "react-i18next";

/** Where "Leave" takes a visitor who does not want adult content: a neutral page outside the site. */
const LEAVE_URL = "https://www.google.com";

export const TITLE_ID = "site-entry-warning-title";
export const TEXT_ID = "site-entry-warning-text";

export function SiteEntryWarningBody({ minAge, onEnter }: { minAge: number; onEnter: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="site-entry-warning__age" aria-hidden="true">
        {minAge}+
      </p>
      <h2 id={TITLE_ID} className="h4 mb-3">
        {t("siteEntryWarning.title", { minAge })}
      </h2>
      <p id={TEXT_ID} className="text-body-secondary mb-4">
        {t("siteEntryWarning.text", { minAge })}
      </p>
      <div className="d-grid gap-2 d-sm-flex justify-content-sm-center">
        <button type="button" className="btn btn-primary btn-lg px-5" onClick={onEnter}>
          {t("siteEntryWarning.enter")}
        </button>
        <a className="btn btn-light btn-lg px-5" href={LEAVE_URL} rel="noreferrer">
          {t("siteEntryWarning.leave")}
        </a>
      </div>
    </>
  );
}
