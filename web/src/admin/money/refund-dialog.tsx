/**
 * The refund dialog: the amount (all that is left, by default), a reason, and, once the site's refund
 * period has ended, the override. The call runs through useReauth (a refund needs a recent password or
 * code); each opening of the dialog is one refund (its client key), so a double click refunds once.
 */

import type { MoneyRefundResponseSchema } from "@amora/contract/admin-money";
import { type MoneyPaymentDetail, REFUND_REASON_MAX } from "@amora/contract/admin-money";
import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorAlert } from "../error-alert.tsx";
import { useReauth } from "../reauth.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { moneyApi } from "./money-api.ts";
import { amountInput, formatMoney, newClientKey, parseAmount } from "./money-format.ts";

type RefundAnswer = z.infer<typeof MoneyRefundResponseSchema>;

export function RefundDialog({
  show,
  detail,
  onCancel,
  onDone,
}: {
  show: boolean;
  detail: MoneyPaymentDetail;
  onCancel: () => void;
  onDone: (answer: RefundAnswer) => void;
}) {
  const { t } = useTranslation("admin-money");
  const locale = useStaffFormatLocale();
  const withReauth = useReauth();
  const { payment } = detail;
  const max = detail.refundable_cents;
  const [amount, setAmount] = useState(amountInput(max, payment.currency));
  const [reason, setReason] = useState("");
  const [override, setOverride] = useState(false);
  const [clientKey, setClientKey] = useState(() => newClientKey());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const cents = parseAmount(amount, payment.currency);
  const amountOk = cents !== null && cents >= 1 && cents <= max;
  const reasonOk = reason.trim().length >= 3;
  const deadline = detail.refund_deadline ? Date.parse(detail.refund_deadline) : null;
  const passed = deadline !== null && deadline < Date.now();
  const maxText = formatMoney(max, payment.currency, locale);

  const reset = () => {
    setAmount(amountInput(max, payment.currency));
    setReason("");
    setOverride(false);
    setClientKey(newClientKey());
    setTried(false);
    setBusy(false);
    setError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!amountOk || !reasonOk || cents === null || (passed && !override)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await withReauth(() =>
        moneyApi.refund(payment.id, {
          amount_cents: cents,
          reason: reason.trim(),
          client_key: clientKey,
          override_window: override,
        }),
      );
      onDone(answer);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <Modal show={show} onHide={onCancel} onExited={reset} centered aria-labelledby="refund-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t("refund.cancel")}>
          <Modal.Title id="refund-title" as="h2" className="h5 text-break">
            {t("refund.title", { id: payment.id })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{t("refund.intro", { provider: payment.provider })}</p>
          <ErrorAlert error={error} />
          <div className="mb-3">
            <label className="form-label" htmlFor="refund-amount">
              {t("refund.amount", { currency: payment.currency })}
            </label>
            <input
              id="refund-amount"
              className={`form-control ${tried && !amountOk ? "is-invalid" : ""}`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-describedby="refund-amount-help"
              aria-invalid={tried && !amountOk}
              onChange={(event) => setAmount(event.target.value)}
            />
            <div id="refund-amount-help" className={tried && !amountOk ? "invalid-feedback" : "form-text"}>
              {tried && !amountOk
                ? t("refund.amountInvalid", { max: maxText })
                : t("refund.amountHelp", { max: maxText })}
            </div>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="refund-reason">
              {t("refund.reason")}
            </label>
            <textarea
              id="refund-reason"
              className={`form-control ${tried && !reasonOk ? "is-invalid" : ""}`}
              rows={3}
              maxLength={REFUND_REASON_MAX}
              value={reason}
              aria-describedby="refund-reason-help"
              aria-invalid={tried && !reasonOk}
              onChange={(event) => setReason(event.target.value)}
            />
            <div id="refund-reason-help" className={tried && !reasonOk ? "invalid-feedback" : "form-text"}>
              {tried && !reasonOk ? t("refund.reasonInvalid") : t("refund.reasonHelp")}
            </div>
          </div>
          {passed && (
            <div className="form-check">
              <input
                id="refund-override"
                type="checkbox"
                className={`form-check-input ${tried && !override ? "is-invalid" : ""}`}
                checked={override}
                aria-describedby="refund-override-help"
                onChange={(event) => setOverride(event.target.checked)}
              />
              <label className="form-check-label" htmlFor="refund-override">
                {t("refund.override")}
              </label>
              <div id="refund-override-help" className="form-text">
                {t("refund.overrideHelp", { count: detail.refund_days })}
              </div>
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t("refund.cancel")}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {t("refund.submit", {
              amount: amountOk && cents !== null ? formatMoney(cents, payment.currency, locale) : "",
            })}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
