/** Changing the password: the current one (spec §5: 'Please check your old password.') and the new one. */

import { PASSWORD_MIN_LENGTH } from "@amora/contract/accounts";
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { LockIcon } from "../../../components/member-icons.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { useRuleForm } from "../../../components/rule-form.ts";
import { accountApi, useUserMutation } from "../api.ts";
import { PasswordChangeSchema } from "../form-rules.ts";
import { fieldIssues, useErrorText, useIssueText } from "../issues.ts";

export function PasswordSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation("account");
  const issueText = useIssueText();
  const errorText = useErrorText();
  const change = useUserMutation(accountApi.changePassword);
  const server = fieldIssues(change.error);
  const form = useRuleForm(PasswordChangeSchema, {
    defaultValues: { old_password: "", password: "" },
    issueText,
    serverIssues: server,
    onEdit: () => change.reset(),
  });

  return (
    <FormSection id="settings-password" icon={LockIcon} title={t("settings.password.title")}>
      <form
        noValidate
        onSubmit={form.handleSubmit((passwords) =>
          change.mutate(passwords, {
            onSuccess: () => {
              form.reset();
              notify(t("settings.password.saved"));
            },
          }),
        )}
      >
        <div className="row g-3 mb-3">
          <div className="col-md-6">
            <PasswordField
              id="settings-old-password"
              label={t("settings.password.old")}
              showLabel={t("fields.showPassword")}
              hideLabel={t("fields.hidePassword")}
              autoComplete="current-password"
              {...form.field("old_password")}
              className=""
            />
          </div>
          <div className="col-md-6">
            <PasswordField
              id="settings-password-new"
              label={t("settings.password.new")}
              help={t("signup.account.passwordHelp", {
                min: PASSWORD_MIN_LENGTH,
                count: PASSWORD_MIN_LENGTH,
              })}
              showLabel={t("fields.showPassword")}
              hideLabel={t("fields.hidePassword")}
              autoComplete="new-password"
              {...form.field("password")}
              className=""
            />
          </div>
        </div>
        {change.isError && Object.keys(server).length === 0 && (
          <div className="alert alert-danger" role="alert">
            {errorText(change.error)}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {t("settings.password.submit")}
        </button>
      </form>
    </FormSection>
  );
}
