/**
 * A moderator's decision against the member with its statement of reasons, and its one appeal: in settings'
 * "My reports" (with the session) and on the page of the mail's appeal link (/appeal, without one). The
 * form is given by the caller, who knows how the appeal is sent.
 */
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, type ReportDecision } from "@amora/contract/reports";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../account/index.ts";
import { useFormatLocale } from "../site/index.ts";

/** `children`: the appeal form, shown while the decision was not appealed. */
export function DecisionCard({ decision, children }: { decision: ReportDecision; children: ReactNode }) {
  const { t } = useTranslation("reports");
  const locale = useFormatLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
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
        children
      )}
    </div>
  );
}

interface AppealFormProps {
  onSend: (text: string) => void;
  isPending: boolean;
  error: Error | null;
  /** Open at once (the appeal link's page is there for it), rather than behind "Appeal this decision". */
  startOpen?: boolean;
}

export function AppealForm({ onSend, isPending, error, startOpen = false }: AppealFormProps) {
  const { t } = useTranslation("reports");
  const errorText = useErrorText();
  const id = useId();
  const [open, setOpen] = useState(startOpen);
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
    if (!tooShort) onSend(text.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-appeal`} className="form-label small fw-semibold">
        {t("decisions.appealLabel")}
      </label>
      <textarea
        id={`${id}-appeal`}
        className={`form-control mb-1${tried && tooShort ? " is-invalid" : ""}`}
        rows={startOpen ? 6 : 3}
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
      {error && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {errorText(error)}
        </div>
      )}
      <button type="submit" className="btn btn-sm btn-primary rounded-pill mt-2" disabled={isPending}>
        {t("decisions.sendAppeal")}
      </button>
    </form>
  );
}
