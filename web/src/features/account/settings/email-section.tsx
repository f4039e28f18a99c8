/**
 * Changing the e-mail address: the new address gets a confirmation link (POST /api/mail-change.php) and
 * the change happens once it is clicked (spec §4). The spec's texts for an invalid or taken address.
 */
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormSection } from "../../../components/form-section.tsx";
import { MailIcon } from "../../../components/member-icons.tsx";
import { useRuleForm } from "../../../components/rule-form.ts";
import { TextField } from "../../../components/text-field.tsx";
import type { SessionUser } from "../../session/index.ts";
import { accountApi } from "../api.ts";
import { EmailChangeSchema } from "../form-rules.ts";
import { fieldIssues, useErrorText, useIssueText } from "../issues.ts";

/** On this form "invalid" is the spec's text about the new address. */
function newEmailIssue(code: string): string {
  return code === "email_invalid" ? "email_invalid_new" : code;
}

export function EmailSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const issueText = useIssueText();
  const errorText = useErrorText();
  const change = useMutation({ mutationFn: accountApi.requestMailChange });
  const server = fieldIssues(change.error).email;
  const form = useRuleForm(EmailChangeSchema, {
    defaultValues: { email: "" },
    issueText,
    serverIssues: { email: server && newEmailIssue(server) },
    onEdit: () => change.reset(),
  });
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
        <form noValidate onSubmit={form.handleSubmit(({ email }) => change.mutate(email.trim()))}>
          <TextField
            id="settings-new-email"
            label={t("settings.email.new")}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.field("email")}
            help={t("settings.email.note")}
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
