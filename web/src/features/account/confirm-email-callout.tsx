/**
 * The call to confirm the e-mail address after signing up: where the link went, and a button that sends it
 * again (POST /api/activation-mail.php). An account that is active already just reloads its status.
 */
import { useTranslation } from "react-i18next";
import { LinkedText } from "../../components/linked-text.tsx";
import { MailIcon } from "../../components/member-icons.tsx";
import type { SessionUser } from "../session/index.ts";
import { useResendActivationMail } from "./api.ts";
import { useErrorText } from "./issues.ts";

export function ConfirmEmailCallout({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const resend = useResendActivationMail();

  return (
    <section className="confirm-callout" aria-labelledby="confirm-callout-title">
      <span className="confirm-callout__icon">
        <MailIcon size={26} />
      </span>
      <div className="confirm-callout__body">
        <h2 id="confirm-callout-title" className="confirm-callout__title">
          {t("signupMatches.confirmTitle")}
        </h2>
        <p className="confirm-callout__text">
          <LinkedText
            text={t("signupMatches.confirmText", { email: user.email })}
            links={{ email: (address) => <strong className="confirm-callout__email">{address}</strong> }}
          />
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate()}
          >
            {t("signupMatches.resend")}
          </button>
          <span aria-live="polite" className="small fw-semibold">
            {resend.isSuccess && <span className="text-success">{t("signupMatches.sent")}</span>}
            {resend.isError && <span className="text-danger">{errorText(resend.error)}</span>}
          </span>
        </div>
      </div>
    </section>
  );
}
