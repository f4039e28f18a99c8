/**
 * Step 1 of a direct debit: the bank account, the address and the mobile number, the SEPA mandate and the
 * member's consent. What is surely wrong (an empty field, an IBAN whose checksum fails, no consent) is said
 * by the field before anything is sent, since each try texts a code; the server's refusals show by their
 * fields too, until the member changes them. Required texts wait for the first try; the IBAN's and phone's
 * checks speak as soon as the member leaves the field.
 */
import { DirectDebitRequestSchema } from "@amora/contract/payments";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LockIcon } from "../../components/member-icons.tsx";
import { FieldError, TextField } from "../../components/text-field.tsx";
import { hasErrorCode } from "../account/index.ts";
import { useSessionUser } from "../session/index.ts";
import { useCompanyInfo, useLoadedSettings } from "../site/index.ts";
import { IbanField } from "./direct-debit-iban-field.tsx";
import {
  DIRECT_DEBIT_FIELDS,
  type DirectDebitField,
  type DirectDebitProblems,
  type DirectDebitValues,
  directDebitProblems,
} from "./direct-debit-values.ts";
import { usePaymentErrorText } from "./payment-errors.ts";

type Checked = DirectDebitField | "consent";
const CHECKED_IN_ORDER: readonly Checked[] = [...DIRECT_DEBIT_FIELDS, "consent"];

interface DirectDebitFormProps {
  values: DirectDebitValues;
  onChange: <K extends keyof DirectDebitValues>(field: K, value: DirectDebitValues[K]) => void;
  /** The server's refusals by field. */
  serverProblems: DirectDebitProblems;
  /** Why the last try failed, when no field is to blame. */
  error: unknown;
  currency: string;
  isSending: boolean;
  /** The code's price is still being asked for: sending waits, so the right code goes with the order. */
  isWaiting: boolean;
  /** The payment page of this bundle, for when direct debit is not possible. */
  otherMethodsPath: string;
  onSend: () => void;
}

export function DirectDebitForm({
  values,
  onChange,
  serverProblems,
  error,
  currency,
  isSending,
  isWaiting,
  otherMethodsPath,
  onSend,
}: DirectDebitFormProps) {
  const { t } = useTranslation("credits");
  const errorText = usePaymentErrorText(currency);
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<Checked>>(new Set());
  const problems = directDebitProblems(values, useSessionUser()?.profile.country ?? "");
  const fieldId = (field: Checked) => `${id}-${field}`;

  const problemText = (field: Checked) => {
    const own = problems[field];
    const shown = own && (submitted || (left.has(field) && own !== "required")) ? own : serverProblems[field];
    return shown && t(`directDebit.issues.${shown}`);
  };
  const field = (name: DirectDebitField) => ({
    id: fieldId(name),
    label: t(`directDebit.fields.${name}`),
    error: problemText(name),
    // The contract's limits: a longer text would only come back refused.
    maxLength: DirectDebitRequestSchema.shape[name].maxLength ?? undefined,
    onBlur: () => setLeft((fields) => new Set(fields).add(name)),
  });
  const text = (name: DirectDebitField) => ({
    ...field(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const consentError = problemText("consent");

  return (
    <form
      className="direct-debit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const first = CHECKED_IN_ORDER.find((name) => problems[name]);
        if (first) document.getElementById(fieldId(first))?.focus();
        else onSend();
      }}
    >
      <fieldset className="direct-debit-group" disabled={isSending}>
        <legend className="direct-debit-group__legend">{t("directDebit.account")}</legend>
        <TextField
          {...text("account_holder")}
          autoComplete="name"
          help={t("directDebit.help.account_holder")}
        />
        <IbanField
          {...field("iban")}
          value={values.iban}
          onChange={(iban) => onChange("iban", iban)}
          help={t("directDebit.help.iban")}
        />
      </fieldset>

      <fieldset className="direct-debit-group" disabled={isSending}>
        <legend className="direct-debit-group__legend">{t("directDebit.address")}</legend>
        <div className="direct-debit-row">
          <TextField {...text("street")} autoComplete="address-line1" />
          <TextField {...text("house_number")} />
        </div>
        <div className="direct-debit-row direct-debit-row--postcode">
          <TextField {...text("postcode")} autoComplete="postal-code" />
          <TextField {...text("city")} autoComplete="address-level2" />
        </div>
        <TextField {...text("phone")} type="tel" autoComplete="tel" help={t("directDebit.help.phone")} />
      </fieldset>

      <Mandate id={`${id}-mandate`} />
      <label className={`direct-debit-consent${consentError ? " is-invalid" : ""}`}>
        <input
          id={fieldId("consent")}
          type="checkbox"
          className={`form-check-input${consentError ? " is-invalid" : ""}`}
          checked={values.consent}
          disabled={isSending}
          onChange={(event) => onChange("consent", event.target.checked)}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={`${consentError ? `${fieldId("consent")}-error ` : ""}${id}-mandate`}
        />
        <span>{t("directDebit.consent")}</span>
      </label>
      <FieldError id={fieldId("consent")}>{consentError}</FieldError>

      {Boolean(error) && (
        <div className="alert alert-danger direct-debit-alert" role="alert">
          {errorText(error)}
          {hasErrorCode(
            error,
            "DIRECT_DEBIT_BLOCKED",
            "DIRECT_DEBIT_LIMIT",
            "PAYMENT_METHOD_UNAVAILABLE",
          ) && (
            <>
              {" "}
              <Link to={otherMethodsPath} className="alert-link">
                {t("directDebit.otherMethods")}
              </Link>
            </>
          )}
        </div>
      )}

      <div className="payment-bar">
        <button
          type="submit"
          className="btn btn-primary btn-lg w-100"
          disabled={isSending || isWaiting}
          aria-busy={isSending || undefined}
        >
          {isSending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {isSending ? t("directDebit.sending") : t("directDebit.send")}
        </button>
        <p className="payment-bar__note">
          {values.consent ? (
            <>
              <LockIcon size={14} /> {t("directDebit.sendNote")}
            </>
          ) : (
            t("directDebit.consentNote")
          )}
        </p>
      </div>
    </form>
  );
}

/** The SEPA mandate the member agrees to, naming the company of the site (as the footer does). */
function Mandate({ id }: { id: string }) {
  const { t } = useTranslation("credits");
  const { data: company } = useCompanyInfo();
  const settings = useLoadedSettings();
  return (
    <section className="direct-debit-mandate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="direct-debit-mandate__title">
        {t("directDebit.mandate.title")}
      </h2>
      <p id={id} className="mb-0">
        {t("directDebit.mandate.text", { company: company?.name ?? settings.name })}
      </p>
    </section>
  );
}
