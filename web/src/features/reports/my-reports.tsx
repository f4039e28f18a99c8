/**
 * Settings' "My reports" (issue 17): the member's reports with their status and outcome, and, when a
 * moderator took a decision against the member, its statement of reasons with the one appeal it allows.
 */
import type { MyReport } from "@amora/contract/reports";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormSection } from "../../components/form-section.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { AlertCircleIcon } from "../../components/member-icons.tsx";
import { useFormatLocale } from "../site/index.ts";
import { decisionsQuery, myReportsQuery, useAppeal } from "./api.ts";
import { AppealForm, DecisionCard } from "./decision-card.tsx";
import "./reports.scss";

export const REPORTS_SECTION_ID = "settings-reports";

const STATUS_BADGE: Record<MyReport["status"], string> = {
  open: "text-bg-light border",
  actioned: "text-bg-success",
  dismissed: "text-bg-secondary",
};

export function MyReportsSection() {
  const { t } = useTranslation("reports");
  const reports = useQuery(myReportsQuery);
  const decisions = useQuery(decisionsQuery);
  return (
    <FormSection id={REPORTS_SECTION_ID} icon={AlertCircleIcon} title={t("mine.title")} lead={t("mine.lead")}>
      {decisions.data && decisions.data.decisions.length > 0 && (
        <div className="mb-4">
          <h3 className="h6">{t("decisions.title")}</h3>
          <ul className="report-list">
            {decisions.data.decisions.map((decision) => (
              <li key={decision.id}>
                <DecisionCard decision={decision}>
                  <SessionAppeal decisionId={decision.id} />
                </DecisionCard>
              </li>
            ))}
          </ul>
        </div>
      )}
      {reports.isError ? (
        <LoadFailed text={t("mine.loadFailed")} onRetry={() => void reports.refetch()} />
      ) : reports.isPending ? (
        <p className="text-body-secondary mb-0" role="status">
          {t("mine.loading")}
        </p>
      ) : reports.data.reports.length === 0 ? (
        <p className="text-body-secondary mb-0">{t("mine.empty")}</p>
      ) : (
        <ul className="report-list" aria-label={t("mine.listLabel")}>
          {reports.data.reports.map((report) => (
            <li key={report.id}>
              <ReportRow report={report} />
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}

function ReportRow({ report }: { report: MyReport }) {
  const { t } = useTranslation("reports");
  const locale = useFormatLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <div className="report-item" data-testid="my-report">
      <div>
        <div className="fw-semibold">{report.profile_name}</div>
        <div className="small text-body-secondary">
          {t(`reasons.${report.reason}`)} · {date.format(new Date(report.created_at))}
          {report.message_count > 0 && <> · {t("mine.messages", { count: report.message_count })}</>}
          {report.blocked && <> · {t("mine.blocked")}</>}
        </div>
      </div>
      <div className="text-end">
        <span className={`badge ${STATUS_BADGE[report.status]}`}>{t(`mine.status.${report.status}`)}</span>
        {report.action && report.action !== "dismiss" && (
          <div className="small mt-1">{t(`mine.outcome.${report.action}`)}</div>
        )}
        {report.status === "dismissed" && <div className="small mt-1">{t("mine.outcome.dismiss")}</div>}
      </div>
    </div>
  );
}

/** Settings' appeal of a decision, with the member's session. */
function SessionAppeal({ decisionId }: { decisionId: number }) {
  const appeal = useAppeal();
  return (
    <AppealForm
      onSend={(text) => appeal.mutate({ report_id: decisionId, text })}
      isPending={appeal.isPending}
      error={appeal.error}
    />
  );
}
