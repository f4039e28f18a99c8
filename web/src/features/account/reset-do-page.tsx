/**
 * Choosing a new password from the reset e-mail (/reset-password/do?token=…): two passwords that must be
 * the same (checked here and by the server), then the member is logged in and other sessions are ended.
 * An expired or used link says so and leads back to the request.
 */
import { PASSWORD_MIN_LENGTH } from "@amora/contract/accounts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { PasswordField } from "../../components/password-field.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useRuleForm } from "../../components/rule-form.ts";
import { useSearchParam } from "../../lib/navigation.tsx";
import { accountApi, useUserMutation } from "./api.ts";
import { PasswordResetSchema } from "./form-rules.ts";
import { fieldIssues, hasErrorCode, useErrorText, useIssueText } from "./issues.ts";
import { LinkInvalid } from "./link-invalid.tsx";

function ResetLinkInvalid() {
  const { t } = useTranslation("account");
  return (
    <LinkInvalid
      title={t("resetDo.title")}
      action={
        <Link to={paths.resetPassword} className="btn btn-primary btn-lg">
          {t("resetDo.requestNew")}
        </Link>
      }
    />
  );
}

export function ResetDoPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const token = useSearchParam("token") ?? "";
  const issueText = useIssueText();
  const errorText = useErrorText();
  const reset = useUserMutation(accountApi.resetPassword);
  const server = fieldIssues(reset.error);
  const form = useRuleForm(PasswordResetSchema, {
    defaultValues: { password: "", password_confirmation: "" },
    issueText,
    serverIssues: server,
    onEdit: () => reset.reset(),
  });

  if (token.length < 10 || hasErrorCode(reset.error, "LINK_INVALID")) {
    return (
      <PageCard>
        <ResetLinkInvalid />
      </PageCard>
    );
  }

  if (reset.isSuccess) {
    // With two-step sign-in on, the reset gives no session: the member logs in with the new password and a code.
    const loggedIn = reset.data !== null;
    return (
      <PageCard>
        <ResultPanel
          tone="success"
          title={t("resetDo.doneTitle")}
          actions={
            <button
              type="button"
              className="btn btn-primary btn-lg px-5"
              onClick={() => void navigate(loggedIn ? paths.members : paths.login)}
            >
              {loggedIn ? t("resetDo.continue") : t("resetDo.logIn")}
            </button>
          }
        >
          <p className="mb-0">{loggedIn ? t("resetDo.done") : t("resetDo.doneTwoStep")}</p>
        </ResultPanel>
      </PageCard>
    );
  }

  const otherError = reset.isError && Object.keys(server).length === 0;

  return (
    <PageCard title={t("resetDo.title")} lead={t("resetDo.lead")}>
      {otherError && (
        <div className="alert alert-danger" role="alert">
          {errorText(reset.error)}
        </div>
      )}
      <form noValidate onSubmit={form.handleSubmit((passwords) => reset.mutate({ token, ...passwords }))}>
        <PasswordField
          id="reset-password"
          label={t("resetDo.password")}
          help={t("signup.account.passwordHelp", { min: PASSWORD_MIN_LENGTH, count: PASSWORD_MIN_LENGTH })}
          showLabel={t("fields.showPassword")}
          hideLabel={t("fields.hidePassword")}
          autoComplete="new-password"
          {...form.field("password")}
        />
        <PasswordField
          id="reset-password-confirmation"
          label={t("resetDo.confirmation")}
          showLabel={t("fields.showPassword")}
          hideLabel={t("fields.hidePassword")}
          autoComplete="new-password"
          {...form.field("password_confirmation")}
          className="mb-4"
        />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={reset.isPending}>
          {reset.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t("resetDo.submit")}
        </button>
      </form>
    </PageCard>
  );
}
