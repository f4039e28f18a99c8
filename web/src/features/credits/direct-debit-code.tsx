/**
 * Step 2 of a direct debit: the six-digit code texted to the member. The right code starts the payment and
 * the member lands on its page (/transactions/{id}), which follows it from pending to completed. A wrong
 * code says 'Code invalid' by the field (spec §5); an expired code, or too many wrong ones, can only be
 * followed by a new code, so that becomes the one action offered. One component per code sent (keyed by
 * its request), so a new code starts with a clean field and no old error.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MessagesIcon } from "../../components/member-icons.tsx";
import { describedBy, FieldError } from "../../components/text-field.tsx";
import { hasErrorCode } from "../account/index.ts";
import { type CodeSent, confirmDirectDebit } from "./direct-debit-api.ts";
import { usePaymentErrorText } from "./payment-errors.ts";
import { useStartPayment } from "./use-start-payment.ts";

const CODE_LENGTH = 6;

interface DirectDebitCodeProps {
  sent: CodeSent;
  /** Whether an earlier code was sent before this one. */
  isNewCode: boolean;
  currency: string;
  /** Sends the form again: a new code, a new request. */
  onResend: () => void;
  isResending: boolean;
  resendError: unknown;
  onChangeDetails: () => void;
}

export function DirectDebitCode({
  sent,
  isNewCode,
  currency,
  onResend,
  isResending,
  resendError,
  onChangeDetails,
}: DirectDebitCodeProps) {
  const { t } = useTranslation("credits");
  const errorText = usePaymentErrorText(currency);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  /** The code last sent for checking: its 'Code invalid' stays until the member types another. */
  const [tried, setTried] = useState<string | null>(null);
  const payment = useStartPayment(confirmDirectDebit);

  // The member has just asked for the code: the field is where they go next.
  useEffect(() => input.current?.focus(), []);

  const mustRestart = hasErrorCode(payment.error, "OTP_EXPIRED", "OTP_TOO_MANY_ATTEMPTS");
  const wrongCode = hasErrorCode(payment.error, "OTP_INVALID");
  // By the field: what was wrong with the code tried, until the member types another.
  const fieldError =
    tried !== code
      ? null
      : wrongCode
        ? errorText(payment.error)
        : code.length < CODE_LENGTH
          ? t("directDebit.issues.code_incomplete")
          : null;
  const alertError = resendError || (wrongCode ? null : payment.error);

  return (
    <section className="direct-debit-code" aria-labelledby={`${id}-title`}>
      <span className="direct-debit-code__icon" aria-hidden="true">
        <MessagesIcon size={28} />
      </span>
      <h2 id={`${id}-title`} className="direct-debit-code__title">
        {t("directDebit.code.title")}
      </h2>
      <p className="direct-debit-code__lead" role="status">
        {t(isNewCode ? "directDebit.code.resent" : "directDebit.code.sent", { phone_hint: sent.phone_hint })}
      </p>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(code);
          if (code.length === CODE_LENGTH) payment.start({ request: sent.request, code });
          else input.current?.focus();
        }}
      >
        <label htmlFor={`${id}-code`} className="form-label">
          {t("directDebit.code.label")}
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          className={`form-control form-control-lg direct-debit-code__input${fieldError ? " is-invalid" : ""}`}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          disabled={mustRestart || payment.isBusy}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy(`${id}-code`, fieldError, null)}
        />
        <FieldError id={`${id}-code`}>{fieldError}</FieldError>

        {Boolean(alertError) && (
          <div className="alert alert-danger direct-debit-alert" role="alert">
            {errorText(alertError)}
          </div>
        )}

        {mustRestart ? (
          <ResendButton primary onResend={onResend} isResending={isResending}>
            {hasErrorCode(payment.error, "OTP_TOO_MANY_ATTEMPTS")
              ? t("directDebit.code.restart")
              : t("directDebit.code.resend")}
          </ResendButton>
        ) : (
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100"
            disabled={payment.isBusy || isResending}
            aria-busy={payment.isBusy || undefined}
          >
            {payment.isBusy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {payment.isBusy ? t("directDebit.code.confirming") : t("directDebit.code.confirm")}
          </button>
        )}
      </form>

      <div className="direct-debit-code__links">
        {!mustRestart && (
          <ResendButton onResend={onResend} isResending={isResending} disabled={payment.isBusy}>
            {t("directDebit.code.resend")}
          </ResendButton>
        )}
        <button
          type="button"
          className="btn btn-link"
          onClick={onChangeDetails}
          disabled={payment.isBusy || isResending}
        >
          {t("directDebit.code.change")}
        </button>
      </div>
    </section>
  );
}

function ResendButton({
  primary = false,
  onResend,
  isResending,
  disabled = false,
  children,
}: {
  primary?: boolean;
  onResend: () => void;
  isResending: boolean;
  disabled?: boolean;
  children: string;
}) {
  const { t } = useTranslation("credits");
  return (
    <button
      type="button"
      className={primary ? "btn btn-primary btn-lg w-100" : "btn btn-link"}
      onClick={onResend}
      disabled={isResending || disabled}
      aria-busy={isResending || undefined}
    >
      {isResending ? t("directDebit.sending") : children}
    </button>
  );
}
