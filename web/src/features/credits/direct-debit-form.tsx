/**
 * Step 1 of a direct debit: the bank account, the address and the mobile number, the SEPA mandate and the
 * member's consent, on react-hook-form with the contract's checks (`useDirectDebitForm`). What is surely
 * wrong (an empty field, an IBAN whose checksum fails, no consent) is said by the field before anything is
 * sent, since each try texts a code; the server's refusals show by their fields too, until the member
 * changes them. Required texts wait for the first try; the IBAN's and phone's checks speak as soon as the
 * member leaves the field.
 */
import { DirectDebitRequestSchema } from "@amora/contract/payments";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LockIcon } from "../../components/member-icons.tsx";
import { useRuleForm } from "../../components/rule-form.ts";
import { FieldError, TextField } from "../../components/text-field.tsx";
import { hasErrorCode } from "../account/index.ts";
import { useSessionUser } from "../session/index.ts";
import { useCompanyInfo, useLoadedSettings } from "../site/index.ts";
import { IbanField } from "./direct-debit-iban-field.tsx";
import {
  type DirectDebitField,
  type DirectDebitIssue,
  type DirectDebitProblems,
  directDebitSchema,
  EMPTY_DIRECT_DEBIT,
  ISSUES_ON_LEAVE,
} from "./direct-debit-values.ts";
import { usePaymentErrorText } from "./payment-errors.ts";

/**
 * The form's state, kept by the page so that "Send a new code" and "Change" find the values as they were.
 * `onEdit` is told which field the member changed, so its server refusal can go.
 */
export function useDirectDebitForm(
  serverProblems: DirectDebitProblems,
  onEdit: (field: DirectDebitField | "consent") => void,
) {
  const { t } = useTranslation("credits");
  // A number without calling code is one of the member's country, as the server reads it.
  const phoneCountry = useSessionUser()?.profile.country ?? "";
  return useRuleForm(directDebitSchema(phoneCountry), {
    defaultValues: EMPTY_DIRECT_DEBIT,
    issueText: (code) => t(`directDebit.issues.${code as DirectDebitIssue}`),
    serverIssues: serverProblems,
    onEdit,
    issuesOnLeave: ISSUES_ON_LEAVE,
  });
}

type DirectDebitRuleForm = ReturnType<typeof useDirectDebitForm>;

interface DirectDebitFormProps {
  form: DirectDebitRuleForm;
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
  form,
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
  const text = (name: DirectDebitField) => ({
    ...form.field(name),
    id: `${id}-${name}`,
    label: t(`directDebit.fields.${name}`),
    // The contract's limits: a longer text would only come back refused.
    maxLength: DirectDebitRequestSchema.shape[name].maxLength ?? undefined,
  });
  const hasConsented = form.watch("consent");

  return (
    // react-hook-form focuses the first field with a problem.
    <form className="direct-debit-form" noValidate onSubmit={form.handleSubmit(onSend)}>
      <fieldset className="direct-debit-group" disabled={isSending}>
        <legend className="direct-debit-group__legend">{t("directDebit.account")}</legend>
        <TextField
          {...text("account_holder")}
          autoComplete="name"
          help={t("directDebit.help.account_holder")}
        />
        <IbanField
          {...text("iban")}
          value={form.watch("iban")}
          onChange={(iban) => form.setField("iban", iban)}
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
      <Consent form={form} id={`${id}-consent`} mandateId={`${id}-mandate`} disabled={isSending} />

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
          {hasConsented ? (
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

/**
 * The member's consent to the mandate. Its own component, so that it registers after the fields above it:
 * react-hook-form focuses the first field with a problem in the order the fields registered.
 */
function Consent({
  form,
  id,
  mandateId,
  disabled,
}: {
  form: DirectDebitRuleForm;
  id: string;
  mandateId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation("credits");
  const { error, ...consent } = form.field("consent");
  return (
    <>
      <label className={`direct-debit-consent${error ? " is-invalid" : ""}`}>
        <input
          {...consent}
          id={id}
          type="checkbox"
          className={`form-check-input${error ? " is-invalid" : ""}`}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ""}${mandateId}`}
        />
        <span>{t("directDebit.consent")}</span>
      </label>
      <FieldError id={id}>{error}</FieldError>
    </>
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
