/** Why a conversation cannot be written in, instead of the composer; an own unconfirmed e-mail offers to resend the mail. */
import type { ChatResponse } from "@amora/contract/chat";
import { useTranslation } from "react-i18next";
import { useErrorText, useResendActivationMail } from "../account/index.ts";

export function BlockedNotice({
  reason,
  name,
}: {
  reason: NonNullable<ChatResponse["blocked_reason"]>;
  name: string;
}) {
  const { t } = useTranslation("chat");
  const errorText = useErrorText();
  const resend = useResendActivationMail();
  return (
    <div className="chat-blocked" role="status" data-testid="chat-blocked">
      {reason === "own_email_unconfirmed" ? (
        <>
          <p className="mb-2">{t("conversation.blocked.own_email_unconfirmed")}</p>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm rounded-pill"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate()}
          >
            {t("conversation.blocked.resend")}
          </button>
          <span aria-live="polite" className="small fw-semibold ms-2">
            {resend.isSuccess && <span className="text-success">{t("conversation.blocked.resent")}</span>}
            {resend.isError && <span className="text-danger">{errorText(resend.error)}</span>}
          </span>
        </>
      ) : reason === "their_email_unconfirmed" ? (
        <p className="mb-0">{t("conversation.blocked.their_email_unconfirmed", { name })}</p>
      ) : (
        <p className="mb-0">{t("conversation.blocked.blocked")}</p>
      )}
    </div>
  );
}
