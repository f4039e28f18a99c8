/**
 * The report dialog (issue 17), from a profile's menu or a conversation's: why (one reason), which of the
 * conversation's messages to attach (ticked in the list), what else a moderator should know, and whether to
 * block the member in the same step. Once sent it says what happens next and where to follow it.
 */
import {
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES_MAX,
  REPORT_REASONS,
  type ReportReason,
} from "@amora/contract/reports";
import { type FormEvent, useId, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { useErrorText } from "../account/index.ts";
import { useFormatLocale } from "../site/index.ts";
import { useFileReport } from "./api.ts";
import "./reports.scss";

/** A message of the conversation the reporter may attach. */
export interface ReportableMessage {
  id: number;
  kind: "text" | "photo" | "gift";
  text: string;
  mine: boolean;
  sentAt: string;
}

export interface ReportDialogProps {
  show: boolean;
  onHide: () => void;
  profile: { id: number; name: string };
  /** The conversation's messages, oldest first: the dialog offers them to attach. */
  messages?: ReportableMessage[];
  /** Told once the report is filed (and whether the member is blocked now). */
  onReported?: (result: { blocked: boolean }) => void;
}

export function ReportDialog({ show, onHide, profile, messages = [], onReported }: ReportDialogProps) {
  const { t } = useTranslation("reports");
  const locale = useFormatLocale();
  const errorText = useErrorText();
  const id = useId();
  const file = useFileReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [details, setDetails] = useState("");
  const [block, setBlock] = useState(false);
  const [tried, setTried] = useState(false);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });

  const detailsMissing = reason === "other" && details.trim() === "";
  const tooMany = chosen.size > REPORT_MESSAGES_MAX;

  const toggle = (messageId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(messageId)) next.delete(messageId);
      else next.add(messageId);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason === null || detailsMissing || tooMany) return;
    file.mutate(
      { profile_id: profile.id, reason, message_ids: [...chosen], details: details.trim(), block },
      { onSuccess: (result) => onReported?.(result) },
    );
  };

  const reset = () => {
    setReason(null);
    setChosen(new Set());
    setDetails("");
    setBlock(false);
    setTried(false);
    file.reset();
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={reset}
      centered
      scrollable
      fullscreen="sm-down"
      aria-labelledby={`${id}-title`}
    >
      <Modal.Header closeButton closeLabel={t("dialog.close")}>
        <h2 id={`${id}-title`} className="h5 mb-0">
          {t("dialog.title", { name: profile.name })}
        </h2>
      </Modal.Header>
      {file.isSuccess ? (
        <>
          <Modal.Body>
            <div className="report-done" role="status">
              <p className="fw-semibold">{t("dialog.done.title")}</p>
              <p>{t("dialog.done.text")}</p>
              {file.data.blocked && <p>{t("dialog.done.blocked", { name: profile.name })}</p>}
              <Link to={`${paths.notifications}#settings-reports`} onClick={onHide}>
                {t("dialog.done.follow")}
              </Link>
            </div>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary rounded-pill px-4" onClick={onHide}>
              {t("dialog.done.ok")}
            </button>
          </Modal.Footer>
        </>
      ) : (
        <form className="report-form" onSubmit={submit} noValidate>
          <Modal.Body>
            <fieldset
              className="mb-3"
              aria-describedby={tried && reason === null ? `${id}-reason-error` : undefined}
            >
              <legend className="report-form__legend">{t("dialog.reason", { name: profile.name })}</legend>
              {REPORT_REASONS.map((value) => (
                <div className="form-check" key={value}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name={`${id}-reason`}
                    id={`${id}-reason-${value}`}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  <label className="form-check-label" htmlFor={`${id}-reason-${value}`}>
                    {t(`reasons.${value}`)}
                  </label>
                </div>
              ))}
              {tried && reason === null && (
                <div id={`${id}-reason-error`} className="invalid-feedback d-block">
                  {t("dialog.reasonRequired")}
                </div>
              )}
            </fieldset>
            {messages.length > 0 && (
              <fieldset className="mb-3">
                <legend className="report-form__legend">{t("dialog.messages")}</legend>
                <p className="form-text mt-0" id={`${id}-messages-hint`}>
                  {t("dialog.messagesHint", { count: chosen.size, max: REPORT_MESSAGES_MAX })}
                </p>
                <ul className="report-messages list-unstyled" aria-describedby={`${id}-messages-hint`}>
                  {messages.map((message) => (
                    <li key={message.id}>
                      <input
                        className="form-check-input"
                        type="checkbox"
                        id={`${id}-message-${message.id}`}
                        checked={chosen.has(message.id)}
                        onChange={() => toggle(message.id)}
                      />
                      <label
                        htmlFor={`${id}-message-${message.id}`}
                        className={`report-message${message.mine ? " report-message--mine" : ""}`}
                      >
                        <span className="report-message__meta">
                          {message.mine ? t("dialog.you") : profile.name} ·{" "}
                          <time dateTime={message.sentAt}>{time.format(new Date(message.sentAt))}</time>
                        </span>
                        <span className="report-message__text">
                          {message.kind === "text" ? message.text : t(`dialog.kind.${message.kind}`)}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
                {tooMany && (
                  <div className="invalid-feedback d-block">
                    {t("dialog.tooMany", { count: REPORT_MESSAGES_MAX })}
                  </div>
                )}
              </fieldset>
            )}
            <div className="mb-3">
              <label htmlFor={`${id}-details`} className="form-label">
                {reason === "other" ? t("dialog.detailsRequired") : t("dialog.details")}
              </label>
              <textarea
                id={`${id}-details`}
                className={`form-control${tried && detailsMissing ? " is-invalid" : ""}`}
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                aria-describedby={`${id}-details-hint`}
                onChange={(event) => setDetails(event.target.value)}
              />
              <div
                id={`${id}-details-hint`}
                className={tried && detailsMissing ? "invalid-feedback d-block" : "form-text"}
              >
                {tried && detailsMissing
                  ? t("dialog.detailsMissing")
                  : t("dialog.detailsHint", { length: details.length, count: REPORT_DETAILS_MAX })}
              </div>
            </div>
            <div className="form-check">
              <input
                className="form-check-input"
                type="checkbox"
                id={`${id}-block`}
                checked={block}
                onChange={(event) => setBlock(event.target.checked)}
                aria-describedby={`${id}-block-hint`}
              />
              <label className="form-check-label" htmlFor={`${id}-block`}>
                {t("dialog.block", { name: profile.name })}
              </label>
              <div id={`${id}-block-hint`} className="form-text mt-0">
                {t("dialog.blockHint")}
              </div>
            </div>
            {file.isError && (
              <div className="alert alert-danger mt-3 mb-0" role="alert">
                {errorText(file.error)}
              </div>
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-link" onClick={onHide}>
              {t("dialog.cancel")}
            </button>
            <button type="submit" className="btn btn-danger rounded-pill px-4" disabled={file.isPending}>
              {block ? t("dialog.sendAndBlock") : t("dialog.send")}
            </button>
          </Modal.Footer>
        </form>
      )}
    </Modal>
  );
}
