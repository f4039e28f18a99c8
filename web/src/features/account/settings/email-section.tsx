/**
 * Changing the e-mail address: the new address gets a confirmation link (POST /api/mail-change.php) and
 * the change happens once it is clicked (spec §4). The spec's texts for an invalid or taken address.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormSection } from "../../../components/form-section.tsx";
import { MailIcon } from "../../../components/member-icons.tsx";
import { TextField } from "../../../components/text-field.tsx";
import type { SessionUser } from "../../session/index.ts";
import { isEmailLike } from "../../signup/index.ts";
import { accountApi } from "../api.ts";
import { fieldIssues, useErrorText, useIssueText } from "../issues.ts";

/** On this form "invalid" is the spec's text about the new address. */
function newEmailIssue(code: string): string {
  return code === "email_invalid" ? "email_invalid_new" : code;
}

export function EmailSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const issueText = useIssueText();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [isChecked, setChecked] = useState(false);
  const change = useMutation({ mutationFn: accountApi.requestMailChange });
  const server = fieldIssues(change.error).email;
  const localIssue = isChecked && !isEmailLike(email) ? "email_invalid_new" : null;
  const issue = localIssue ?? (server ? newEmailIssue(server) : null);
  const isConfirmed = user.status === "active";

  return (
    <FormSection id="settings-email" icon={MailIcon} title={t("settings.email.title")}>
      <p className="settings-current">
        <span className="settings-current__label">{t("settings.email.current")}</span>
        <span className="settings-current__value">{user.email}</span>
        <span className={`badge rounded-pill ${isConfirmed ? "text-bg-success" : "text-bg-warning"}`}>
          {isConfirmed ? t("settings.email.confirmed") : t("settings.email.unconfirmed")}
        </span>
      </p>
      {change.isSuccess ? (
        <div className="alert alert-success mb-0" role="status">
          {t("settings.email.sent", { email: change.variables })}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (isEmailLike(email)) change.mutate(email.trim());
          }}
        >
          <TextField
            id="settings-new-email"
            label={t("settings.email.new")}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={issue && issueText(issue)}
            help={t("settings.email.note")}
            onChange={(event) => {
              setEmail(event.target.value);
              change.reset();
            }}
          />
          {change.isError && !server && (
            <div className="alert alert-danger" role="alert">
              {errorText(change.error)}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {t("settings.email.submit")}
          </button>
        </form>
      )}
    </FormSection>
  );
}
