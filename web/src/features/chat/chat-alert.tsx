/** Why a message was not sent: missing credits (with the way to buy them), the free conversation limit (premium), or the error. */
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { CloseIcon } from "../../components/member-icons.tsx";
import { hasErrorCode, useErrorText } from "../account/index.ts";
import { rememberCreditsReturn } from "../credits/index.ts";

/** `error` is the send's refusal; `name` the other member, for the unconfirmed e-mail text. */
export function ChatAlert({ error, name, onClose }: { error: unknown; name: string; onClose: () => void }) {
  const { t } = useTranslation("chat");
  const errorText = useErrorText();
  const { pathname } = useLocation();
  const kind = hasErrorCode(error, "INSUFFICIENT_CREDITS")
    ? "credits"
    : hasErrorCode(error, "CONVERSATION_LIMIT_REACHED")
      ? "premium"
      : "error";
  const text = hasErrorCode(error, "THEIR_EMAIL_UNCONFIRMED")
    ? t("conversation.blocked.their_email_unconfirmed", { name })
    : errorText(error);
  return (
    <div className={`chat-alert chat-alert--${kind}`} role="alert">
      <div className="chat-alert__body">
        {kind === "credits" && <strong className="d-block">{t("alerts.creditsTitle")}</strong>}
        {kind === "premium" && <strong className="d-block">{t("alerts.premiumTitle")}</strong>}
        <span>{text}</span>
      </div>
      {kind === "credits" && (
        <Link
          to={paths.credits}
          className="btn btn-primary btn-sm rounded-pill px-3"
          // The completed payment offers the way back to this conversation, where the draft waits.
          onClick={() => rememberCreditsReturn(pathname)}
        >
          {t("alerts.credits")}
        </Link>
      )}
      {kind === "premium" && (
        <Link to={paths.premium} className="btn btn-primary btn-sm rounded-pill px-3">
          {t("alerts.premium")}
        </Link>
      )}
      <button
        type="button"
        className="btn btn-link text-body-secondary p-1"
        onClick={onClose}
        aria-label={t("alerts.close")}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
