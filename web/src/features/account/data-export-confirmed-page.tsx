/**
 * Where the logged-out export request's mailed link lands (/data-export/confirmed): the export is being
 * prepared and its link will be mailed, or the link was used or has expired (`?error=1`) and can be asked
 * for again.
 */
import { EXPORT_LINK_DAYS } from "@amora/contract/data-export";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { RequestLinkInvalid } from "./link-invalid.tsx";

export function DataExportConfirmedPage() {
  const { t } = useTranslation("privacy");
  const [search] = useSearchParams();
  if (search.has("error")) return <RequestLinkInvalid requestPath={paths.dataExport} />;
  return (
    <PageCard>
      <ResultPanel
        tone="success"
        title={t("export.confirmedTitle")}
        actions={
          <Link to={paths.home} className="btn btn-outline-primary btn-lg">
            {t("export.toHome")}
          </Link>
        }
      >
        <p className="mb-0">{t("export.confirmed", { count: EXPORT_LINK_DAYS })}</p>
      </ResultPanel>
    </PageCard>
  );
}
