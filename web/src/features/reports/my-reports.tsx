/**
 * Settings' "My reports" (issue 17): the member's reports with their status and outcome, and, when a
 * moderator took a decision against the member, its statement of reasons with the one appeal it allows.
 */
import {
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  type MyReport,
  type ReportDecision,
} from "@amora/contract/reports";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormSection } from "../../components/form-section.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { AlertCircleIcon } from "../../components/member-icons.tsx";
import { useErrorText } from "../account/index.ts";
import { decisionsQuery, myReportsQuery, useAppeal } from "./api.ts";
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
                <DecisionCard decision={decision} />
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
  const { t, i18n } = useTranslation("reports");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
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

function DecisionCard({ decision }: { decision: ReportDecision }) {
  const { t, i18n } = useTranslation("reports");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <div className="report-decision" data-testid="report-decision">
      <p className="fw-semibold mb-1">
        {t(`decisions.action.${decision.action}`)} · {date.format(new Date(decision.decided_at))}
      </p>
      <p className="small mb-1">{t("decisions.reason", { reason: t(`reasons.${decision.reason}`) })}</p>
      <p className="report-decision__statement mb-2">{decision.statement}</p>
      {decision.appeal ? (
        <div className="small">
          <p className="mb-1">
            {t("decisions.appealed", { date: date.format(new Date(decision.appeal.at)) })}
          </p>
          {decision.appeal.outcome === null ? (
            <p className="mb-0">{t("decisions.appealPending")}</p>
          ) : (
            <>
              <p className="fw-semibold mb-1">{t(`decisions.appealOutcome.${decision.appeal.outcome}`)}</p>
              <p className="report-decision__statement mb-0">{decision.appeal.statement}</p>
            </>
          )}
        </div>
      ) : (
        <AppealForm decisionId={decision.id} />
      )}
    </div>
  );
}

function AppealForm({ decisionId }: { decisionId: number }) {
  const { t } = useTranslation("reports");
  const errorText = useErrorText();
  const id = useId();
  const appeal = useAppeal();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const tooShort = text.trim().length < APPEAL_TEXT_MIN;

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-dark rounded-pill"
        onClick={() => setOpen(true)}
      >
        {t("decisions.appeal")}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!tooShort) appeal.mutate({ report_id: decisionId, text: text.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-appeal`} className="form-label small fw-semibold">
        {t("decisions.appealLabel")}
      </label>
      <textarea
        id={`${id}-appeal`}
        className={`form-control mb-1${tried && tooShort ? " is-invalid" : ""}`}
        rows={3}
        maxLength={APPEAL_TEXT_MAX}
        value={text}
        aria-describedby={`${id}-appeal-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={`${id}-appeal-hint`} className={tried && tooShort ? "invalid-feedback d-block" : "form-text"}>
        {tried && tooShort
          ? t("decisions.appealTooShort", { count: APPEAL_TEXT_MIN })
          : t("decisions.appealHint")}
      </div>
      {appeal.isError && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {errorText(appeal.error)}
        </div>
      )}
      <button type="submit" className="btn btn-sm btn-primary rounded-pill mt-2" disabled={appeal.isPending}>
        {t("decisions.sendAppeal")}
      </button>
    </form>
  );
}
