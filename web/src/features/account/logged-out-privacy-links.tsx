/** Under the login form (issue 17): a member who cannot log in can still get their data or delete the account. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";

export function LoggedOutPrivacyLinks() {
  const { t } = useTranslation("privacy");
  return (
    <p className="small text-body-secondary text-center mt-4 mb-0">
      {t("loggedOut.lead")} <Link to={paths.dataExport}>{t("loggedOut.export")}</Link>
      {" · "}
      <Link to={paths.deleteAccount}>{t("loggedOut.delete")}</Link>
    </p>
  );
}
