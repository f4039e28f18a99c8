/**
 * Confirming a new e-mail address from the link mailed to it (/mail-change/do?token=…): the page sends the
 * token once, then shows the new address or the expired-link text with the way back to the settings.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useSearchParam } from "../../lib/navigation.tsx";
import { accountApi, useUserMutation } from "./api.ts";
import { hasErrorCode, useErrorText } from "./issues.ts";
import { LinkInvalid } from "./link-invalid.tsx";

export function MailChangeDoPage() {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const token = useSearchParam("token") ?? "";
  const isTokenShaped = token.length >= 10;
  const confirm = useUserMutation(accountApi.confirmMailChange);
  const { mutate } = confirm;
  // Once per page, also when development mode runs effects twice.
  const isSent = useRef(false);

  useEffect(() => {
    if (!isTokenShaped || isSent.current) return;
    isSent.current = true;
    mutate(token);
  }, [isTokenShaped, token, mutate]);

  const settingsLink = (label: string) => (
    <Link to={paths.notifications} className="btn btn-primary btn-lg px-5">
      {label}
    </Link>
  );

  let content: ReactNode;
  if (!isTokenShaped || hasErrorCode(confirm.error, "LINK_INVALID")) {
    content = (
      <LinkInvalid title={t("mailChangeDo.errorTitle")} action={settingsLink(t("mailChangeDo.requestNew"))} />
    );
  } else if (confirm.isError) {
    content = (
      <ResultPanel
        tone="error"
        title={t("mailChangeDo.errorTitle")}
        actions={
          <button type="button" className="btn btn-primary btn-lg" onClick={() => mutate(token)}>
            {t("fields.retry")}
          </button>
        }
      >
        <p className="mb-0" role="alert">
          {errorText(confirm.error)}
        </p>
      </ResultPanel>
    );
  } else if (confirm.isSuccess) {
    const user = confirm.data;
    content = (
      <ResultPanel
        tone="success"
        title={t("mailChangeDo.doneTitle")}
        actions={
          user ? (
            settingsLink(t("mailChangeDo.continue"))
          ) : (
            <Link to={paths.login} className="btn btn-primary btn-lg px-5">
              {t("mailChangeDo.login")}
            </Link>
          )
        }
      >
        <p className="mb-0">
          {user ? t("mailChangeDo.done", { email: user.email }) : t("mailChangeDo.doneLoggedOut")}
        </p>
      </ResultPanel>
    );
  } else {
    content = (
      <div className="text-center py-4" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <p className="mt-3 mb-0">{t("mailChangeDo.confirming")}</p>
      </div>
    );
  }

  return <PageCard>{content}</PageCard>;
}
