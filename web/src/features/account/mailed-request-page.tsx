/**
 * A logged-out member's request by e-mail (issue 17): a copy of their data (/data-export) or the deletion of
 * their account (/delete-account). The address gets a link that proves it is theirs; the page says the same
 * whether or not the address has an account, as the server answers.
 */
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useRuleForm } from "../../components/rule-form.ts";
import { TextField } from "../../components/text-field.tsx";
import { useLoadedSettings } from "../site/index.ts";
import { PasswordResetRequestSchema } from "./form-rules.ts";
import { fieldIssues, useErrorText, useIssueText } from "./issues.ts";
import { type MailedRequest, requestByMail } from "./privacy-api.ts";

export function MailedRequestPage({ kind }: { kind: MailedRequest }) {
  const { t } = useTranslation("privacy");
  const { t: tAccount } = useTranslation("account");
  const settings = useLoadedSettings();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const request = useMutation({ mutationFn: (email: string) => requestByMail(kind, email) });
  const server = fieldIssues(request.error);
  // The same one-field form as the password reset request: an e-mail address the field rules accept.
  const form = useRuleForm(PasswordResetRequestSchema, {
    defaultValues: { email: "" },
    issueText,
    serverIssues: server,
    onEdit: () => request.reset(),
  });
  const footer = <Link to={paths.login}>{tAccount("resetRequest.backToLogin")}</Link>;

  if (request.isSuccess) {
    return (
      <PageCard footer={footer}>
        <ResultPanel tone="mail" title={t("byMail.sentTitle")}>
          <p>{t("byMail.sent", { email: request.variables, site: settings.name })}</p>
          <p className="mb-0">{t("byMail.sentHint")}</p>
        </ResultPanel>
      </PageCard>
    );
  }

  return (
    <PageCard title={t(`${kind}.requestTitle`)} lead={t(`${kind}.requestLead`)} footer={footer}>
      {request.isError && Object.keys(server).length === 0 && (
        <div className="alert alert-danger" role="alert">
          {errorText(request.error)}
        </div>
      )}
      <form noValidate onSubmit={form.handleSubmit(({ email }) => request.mutate(email.trim()))}>
        <TextField
          id={`${kind}-request-email`}
          label={tAccount("fields.email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.field("email")}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={request.isPending}>
          {request.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t("byMail.submit")}
        </button>
      </form>
    </PageCard>
  );
}
