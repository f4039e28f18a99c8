/**
 * The password reset request (/reset-password): the e-mail address, then either "check your inbox" or
 * the spec's texts for an unknown address and for too many reset e-mails (spec §8).
 */

import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useRuleForm } from "../../components/rule-form.ts";
import { TextField } from "../../components/text-field.tsx";
import { accountApi } from "./api.ts";
import { PasswordResetRequestSchema } from "./form-rules.ts";
import { useErrorText, useIssueText } from "./issues.ts";

export function ResetRequestPage() {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const issueText = useIssueText();
  const request = useMutation({ mutationFn: accountApi.requestPasswordReset });
  const form = useRuleForm(PasswordResetRequestSchema, {
    defaultValues: { email: "" },
    issueText,
    onEdit: () => request.reset(),
  });

  if (request.isSuccess) {
    return (
      <PageCard>
        <ResultPanel
          tone="mail"
          title={t("resetRequest.sentTitle")}
          actions={
            <Link to={paths.login} className="btn btn-outline-primary">
              {t("resetRequest.backToLogin")}
            </Link>
          }
        >
          <p className="mb-0">{t("resetRequest.sent", { email: request.variables })}</p>
        </ResultPanel>
      </PageCard>
    );
  }

  return (
    <PageCard
      title={t("resetRequest.title")}
      lead={t("resetRequest.lead")}
      footer={<Link to={paths.login}>{t("resetRequest.backToLogin")}</Link>}
    >
      {request.isError && (
        <div className="alert alert-danger" role="alert">
          {errorText(request.error)}
        </div>
      )}
      <form noValidate onSubmit={form.handleSubmit(({ email }) => request.mutate(email.trim()))}>
        <TextField
          id="reset-email"
          label={t("fields.email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.field("email")}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={request.isPending}>
          {request.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t("resetRequest.submit")}
        </button>
      </form>
    </PageCard>
  );
}
