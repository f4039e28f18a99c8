/**
 * One report in the back office: what the reporter said, the messages they attached (as they were), the
 * reported profile with its photos, and the decision. An open report takes a decision with its statement of
 * reasons; a decided one shows it, and its appeal, which another moderator decides (the server refuses the
 * one who took the action).
 */

import {
  type ReportDecideRequest,
  type ReportDetail,
  STATEMENT_MAX,
  STATEMENT_MIN,
} from "@amora/contract/admin-reports";
import { REPORT_ACTIONS, type ReportAction } from "@amora/contract/reports";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { localInputValue } from "../members/member-action-dialog.tsx";
import { useReauth } from "../reauth.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { Reporter, StatusBadge } from "./report-parts.tsx";
import { reportsApi } from "./reports-api.ts";

export function ReportDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation("admin-reports");
  const locale = useStaffFormatLocale();
  const guard = useSessionGuard();
  const detail = useQuery({
    queryKey: ["admin", "report", id],
    queryFn: ({ signal }) => guard(() => reportsApi.detail(id, signal)),
    retry: false,
  });
  const report = detail.data?.report;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="report-title" fullscreen="sm-down">
      <Modal.Header closeButton closeLabel={t("close")}>
        <h2 id="report-title" className="h5 mb-0">
          {report ? t("detailTitle", { id: report.id, name: report.reported.name }) : t("loading")}
        </h2>
      </Modal.Header>
      <Modal.Body>
        {detail.isError && <ErrorAlert error={detail.error} />}
        {report && (
          <>
            <dl className="moderation-facts">
              <dt>{t("reason")}</dt>
              <dd>{t(`reasons.${report.reason}`)}</dd>
              <dt>{t("created")}</dt>
              <dd>{dateFormat.format(new Date(report.created_at))}</dd>
              <dt>{t("reporter")}</dt>
              <dd>
                <Reporter report={report} />
                {report.blocked && <div className="small">{t("blockedToo")}</div>}
              </dd>
              <dt>{t("status")}</dt>
              <dd>
                <StatusBadge report={report} />
              </dd>
            </dl>
            {report.details !== "" && (
              <Part title={t("details")}>
                <p className="moderation-text">{report.details}</p>
              </Part>
            )}
            <Part title={t("attached", { count: report.messages.length })}>
              {report.messages.length === 0 ? (
                <p className="text-body-secondary">{t("noMessages")}</p>
              ) : (
                <ol className="report-evidence list-unstyled" aria-label={t("attachedLabel")}>
                  {report.messages.map((message) => (
                    <li
                      key={`${message.sent_at}-${message.text}`}
                      className={`report-evidence__message${message.from_reporter ? " is-reporter" : ""}`}
                    >
                      <span className="report-evidence__meta">
                        {message.from_reporter ? t("fromReporter") : report.reported.name} ·{" "}
                        {dateFormat.format(new Date(message.sent_at))}
                      </span>
                      <span className="moderation-text">
                        {message.kind === "text" ? message.text : `[${message.kind}] ${message.text}`}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Part>
            <Part title={t("profile")}>
              <p className="small text-body-secondary mb-1">
                {report.reported_profile.city}, {report.reported_profile.country}
              </p>
              {report.reported_profile.about !== "" && (
                <p className="moderation-text">{report.reported_profile.about}</p>
              )}
              {report.reported_profile.photos.length > 0 && (
                <ul className="report-photos list-unstyled">
                  {report.reported_profile.photos.map((photo) => (
                    <li key={photo.id} className={photo.id === report.photo?.id ? "is-reported" : undefined}>
                      <img src={photo.thumb_url} alt={t("photoAlt", { id: photo.id })} />
                      {photo.id === report.photo?.id && (
                        <span className="badge text-bg-danger">{t("reportedPhoto")}</span>
                      )}
                      {photo.moderation === "rejected" && (
                        <span className="badge text-bg-secondary">{t("removed")}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Part>
            {report.status === "open" ? (
              <DecisionForm report={report} />
            ) : (
              <Decided report={report} dateFormat={dateFormat} />
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-3">
      <h3 className="h6">{title}</h3>
      {children}
    </section>
  );
}

/** After a decision the report, its queue and the member's record change: each is read again. */
function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return async (answer: { report: ReportDetail }) => {
    queryClient.setQueryData(["admin", "report", id], answer);
    await queryClient.invalidateQueries({ queryKey: ["admin", "reports"] });
  };
}

function DecisionForm({ report }: { report: ReportDetail }) {
  const { t } = useTranslation("admin-reports");
  const guard = useSessionGuard();
  const reauth = useReauth();
  const refresh = useRefresh(report.id);
  const photos = report.reported_profile.photos.filter((photo) => photo.moderation !== "rejected");
  const [action, setAction] = useState<ReportAction>("warn");
  const [statement, setStatement] = useState("");
  const [photoId, setPhotoId] = useState<number | null>(report.photo?.id ?? photos[0]?.id ?? null);
  const [until, setUntil] = useState(() => localInputValue(7));
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const needsAccount = action !== "dismiss" && action !== "remove_photo" && report.reported.user_id === null;
  const statementShort = statement.trim().length < STATEMENT_MIN;

  const body = (): ReportDecideRequest | null => {
    const words = statement.trim();
    switch (action) {
      case "remove_photo":
        return photoId === null ? null : { action, statement: words, photo_id: photoId };
      case "suspend":
        return until ? { action, statement: words, until: new Date(until).toISOString() } : null;
      default:
        return { action, statement: words };
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const request = body();
    if (statementShort || request === null || needsAccount) return;
    setBusy(true);
    setError(null);
    try {
      await refresh(await reauth(() => guard(() => reportsApi.decide(report.id, request))));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="report-decide" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="h6">{t("decide.title")}</h3>
      <ErrorAlert error={error} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t("decide.action")}</legend>
        {REPORT_ACTIONS.map((value) => (
          <div className="form-check form-check-inline" key={value}>
            <input
              className="form-check-input"
              type="radio"
              name="report-action"
              id={`report-action-${value}`}
              checked={action === value}
              disabled={value === "remove_photo" && photos.length === 0}
              onChange={() => setAction(value)}
            />
            <label className="form-check-label" htmlFor={`report-action-${value}`}>
              {t(`actions.${value}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {needsAccount && <div className="alert alert-warning">{t("decide.noAccount")}</div>}
      {action === "remove_photo" && (
        <div className="mb-3">
          <label htmlFor="report-photo" className="form-label">
            {t("decide.photo")}
          </label>
          <select
            id="report-photo"
            className="form-select"
            value={photoId ?? ""}
            onChange={(event) => setPhotoId(Number(event.target.value) || null)}
          >
            {photos.map((photo) => (
              <option key={photo.id} value={photo.id}>
                {t("photoAlt", { id: photo.id })}
                {photo.id === report.photo?.id ? ` (${t("reportedPhoto")})` : ""}
              </option>
            ))}
          </select>
        </div>
      )}
      {action === "suspend" && (
        <div className="mb-3">
          <label htmlFor="report-until" className="form-label">
            {t("decide.until")}
          </label>
          <input
            id="report-until"
            type="datetime-local"
            className={`form-control${checked && !until ? " is-invalid" : ""}`}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
      )}
      <StatementField
        id="report-statement"
        label={action === "dismiss" ? t("decide.dismissStatement") : t("decide.statement")}
        hint={action === "dismiss" ? t("decide.dismissHint") : t("decide.statementHint")}
        value={statement}
        onChange={setStatement}
        invalid={checked && statementShort}
      />
      <button
        type="submit"
        className={`btn ${action === "dismiss" ? "btn-outline-secondary" : "btn-danger"}`}
        disabled={busy}
      >
        {t(`decide.confirm.${action}`)}
      </button>
    </form>
  );
}

function StatementField({
  id,
  label,
  hint,
  value,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation("admin-reports");
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${invalid ? " is-invalid" : ""}`}
        rows={4}
        maxLength={STATEMENT_MAX}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-hint`} className={invalid ? "invalid-feedback d-block" : "form-text"}>
        {invalid ? t("decide.statementShort", { count: STATEMENT_MIN }) : hint}
      </div>
    </div>
  );
}

function Decided({ report, dateFormat }: { report: ReportDetail; dateFormat: Intl.DateTimeFormat }) {
  const { t } = useTranslation("admin-reports");
  return (
    <>
      <div className="card bg-body-tertiary mb-3">
        <div className="card-body">
          <h3 className="h6">
            {t("decided", {
              action: report.action ? t(`actions.${report.action}`) : "—",
              who: report.decided_by_email ?? "—",
              when: report.decided_at ? dateFormat.format(new Date(report.decided_at)) : "—",
            })}
          </h3>
          <p className="moderation-text mb-0">{report.statement}</p>
        </div>
      </div>
      {report.appeal && (
        <div className="card mb-3 border-warning">
          <div className="card-body">
            <h3 className="h6">
              {t("appeal.title", { when: dateFormat.format(new Date(report.appeal.at)) })}
            </h3>
            <p className="moderation-text">{report.appeal.text}</p>
            {report.appeal.outcome === null ? (
              <AppealForm report={report} />
            ) : (
              <>
                <p className="fw-semibold mb-1">
                  {t(`appeal.outcomes.${report.appeal.outcome}`)} · {report.appeal.decided_by_email ?? "—"}
                </p>
                <p className="moderation-text mb-0">{report.appeal.statement}</p>
              </>
            )}
          </div>
        </div>
      )}
    </>
  );
}

function AppealForm({ report }: { report: ReportDetail }) {
  const { t } = useTranslation("admin-reports");
  const guard = useSessionGuard();
  const refresh = useRefresh(report.id);
  const [outcome, setOutcome] = useState<"upheld" | "reversed">("upheld");
  const [statement, setStatement] = useState("");
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const statementShort = statement.trim().length < STATEMENT_MIN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (statementShort) return;
    setBusy(true);
    setError(null);
    try {
      await refresh(
        await guard(() => reportsApi.decideAppeal(report.id, { outcome, statement: statement.trim() })),
      );
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="small text-body-secondary">{t("appeal.another")}</p>
      <ErrorAlert error={error} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t("appeal.outcome")}</legend>
        {(["upheld", "reversed"] as const).map((value) => (
          <div className="form-check form-check-inline" key={value}>
            <input
              className="form-check-input"
              type="radio"
              name="appeal-outcome"
              id={`appeal-outcome-${value}`}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            <label className="form-check-label" htmlFor={`appeal-outcome-${value}`}>
              {t(`appeal.choices.${value}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <StatementField
        id="appeal-statement"
        label={t("appeal.statement")}
        hint={t("decide.statementHint")}
        value={statement}
        onChange={setStatement}
        invalid={checked && statementShort}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t("appeal.confirm")}
      </button>
    </form>
  );
}
