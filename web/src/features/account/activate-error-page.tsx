/**
 * Where a failed activation or reactivation link lands (/activate/error): "Activation failed (contact
 * support)" with the support address, and a new link for a logged-in member who is not confirmed yet.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LinkedText } from "../../components/linked-text.tsx";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useSessionUser } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useResendActivationMail } from "./api.ts";
import { hasErrorCode, useErrorText } from "./issues.ts";

export function ActivateErrorPage() {
  const { t } = useTranslation("account");
  const { t: tError } = useTranslation("errors");
  const errorText = useErrorText();
  const settings = useLoadedSettings();
  const user = useSessionUser();
  const resend = useResendActivationMail();
  const canResend = user?.status === "not_confirmed";

  return (
    <PageCard>
      <ResultPanel
        tone="error"
        title={t("activateError.title")}
        actions={
          <>
            {canResend && !resend.isSuccess && (
              <button
                type="button"
                className="btn btn-primary btn-lg"
                disabled={resend.isPending}
                onClick={() => resend.mutate()}
              >
                {t("activateError.resend")}
              </button>
            )}
            <Link to={paths.home} className="btn btn-outline-primary btn-lg">
              {t("activateError.home")}
            </Link>
          </>
        }
      >
        <p className="fw-semibold" role="alert">
          {tError("codes.ACTIVATION_FAILED")}
        </p>
        <p className="mb-0">
          <LinkedText
            text={t("activateError.support", { email: settings.support_email })}
            links={{ email: (address) => <a href={`mailto:${address}`}>{address}</a> }}
          />
        </p>
        {resend.isSuccess && user && (
          <p className="mt-3 mb-0 text-success fw-semibold" role="status">
            {t("activateError.sent", { email: user.email })}
          </p>
        )}
        {resend.isError && !hasErrorCode(resend.error, "ALREADY_ACTIVE") && (
          <p className="mt-3 mb-0 text-danger" role="alert">
            {errorText(resend.error)}
          </p>
        )}
        {hasErrorCode(resend.error, "ALREADY_ACTIVE") && (
          <p className="mt-3 mb-0" role="status">
            {errorText(resend.error)}
          </p>
        )}
      </ResultPanel>
    </PageCard>
  );
}
