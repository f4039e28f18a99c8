/** The parts a report shows in the queue and in its dialog: the reporter (with their dismissed reports) and the status. */
import type { ReportSummary } from "@amora/contract/admin-reports";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The reporter, and how many of their reports were dismissed: several is a sign of false reporting. */
export function Reporter({ report }: { report: ReportSummary }) {
  const { t } = useTranslation("admin-reports");
  const dismissed = report.reporter.dismissed_reports;
  return (
    <div>
      <Link to={`/admin/members?member=${report.reporter.user_id}`}>{report.reporter.name}</Link>
      <div
        className={`small ${dismissed >= 3 ? "text-danger fw-semibold" : "text-body-secondary"}`}
        data-testid="dismissed-reports"
      >
        {t("dismissedReports", { count: dismissed })}
      </div>
    </div>
  );
}

export function StatusBadge({ report }: { report: ReportSummary }) {
  const { t } = useTranslation("admin-reports");
  if (report.appeal_pending) return <span className="badge text-bg-warning">{t("statuses.appeal")}</span>;
  const tone = { open: "text-bg-info", actioned: "text-bg-success", dismissed: "text-bg-secondary" }[
    report.status
  ];
  return (
    <span className={`badge ${tone}`}>
      {report.action ? t(`actions.${report.action}`) : t(`statuses.${report.status}`)}
    </span>
  );
}
