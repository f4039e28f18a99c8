/**
 * Signup step 3: username, e-mail address and password, the explicit consent to processing what a dating
 * profile reveals (sexual orientation, GDPR art. 9(2)(a)), and the terms the member accepts by signing up.
 */
import { PASSWORD_MIN_LENGTH } from "@amora/contract/accounts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { LinkedText } from "../../../components/linked-text.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { FieldError, TextField } from "../../../components/text-field.tsx";
import { fieldId, type StepProps } from "./step-props.ts";

export function AccountStep({
  idPrefix,
  draft,
  update,
  problem,
  disabled,
  minAge,
}: StepProps & { minAge: number }) {
  const { t } = useTranslation("account");
  const consentId = fieldId(idPrefix, "special_category_consent");
  const consentError = problem("special_category_consent");
  return (
    <>
      <TextField
        id={fieldId(idPrefix, "name")}
        label={t("signup.account.name")}
        help={t("signup.account.nameHelp")}
        value={draft.name}
        disabled={disabled}
        error={problem("name")}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => update({ name: event.target.value })}
      />
      <TextField
        id={fieldId(idPrefix, "email")}
        label={t("fields.email")}
        help={t("signup.account.emailHelp")}
        type="email"
        inputMode="email"
        value={draft.email}
        disabled={disabled}
        error={problem("email")}
        autoComplete="email"
        onChange={(event) => update({ email: event.target.value })}
      />
      <PasswordField
        id={fieldId(idPrefix, "password")}
        label={t("fields.password")}
        help={t("signup.account.passwordHelp", { min: PASSWORD_MIN_LENGTH, count: PASSWORD_MIN_LENGTH })}
        showLabel={t("fields.showPassword")}
        hideLabel={t("fields.hidePassword")}
        value={draft.password}
        disabled={disabled}
        error={problem("password")}
        autoComplete="new-password"
        onChange={(event) => update({ password: event.target.value })}
      />
      <div className="mb-3">
        <label className={`signup-consent${consentError ? " is-invalid" : ""}`}>
          <input
            id={consentId}
            type="checkbox"
            className={`form-check-input${consentError ? " is-invalid" : ""}`}
            checked={draft.consent}
            disabled={disabled}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${consentId}-error` : undefined}
            onChange={(event) => update({ consent: event.target.checked })}
          />
          <span>
            <LinkedText
              text={t("signup.account.consent")}
              links={{
                privacy: (text) => (
                  <Link to={paths.infoPage("privacy")} target="_blank">
                    {text}
                  </Link>
                ),
              }}
            />
          </span>
        </label>
        <FieldError id={consentId}>{consentError}</FieldError>
      </div>
      <p className="small text-body-secondary mb-0">
        <LinkedText
          text={t("signup.account.terms", { min_age: minAge })}
          links={{
            terms: (text) => (
              <Link to={paths.infoPage("terms")} target="_blank">
                {text}
              </Link>
            ),
            privacy: (text) => (
              <Link to={paths.infoPage("privacy")} target="_blank">
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </>
  );
}
