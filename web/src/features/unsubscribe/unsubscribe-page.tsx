/**
 * Where the footer link of a notification mail leads (/unsubscribe?token=…), logged in or not: it names the
 * mails that will stop, in the member's language, and stops them only when the button is pressed (opening
 * the link changes nothing: mail scanners and previews open links), then offers the way back in settings.
 */
import type { UnsubscribeScope } from "@amora/contract/unsubscribe";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LinkedText } from "../../components/linked-text.tsx";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useSearchParam } from "../../lib/navigation.tsx";
import { hasErrorCode, useErrorText } from "../account/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { unsubscribeLinkQuery, useUnsubscribe } from "./api.ts";

export function UnsubscribePage() {
  const token = useSearchParam("token") ?? "";
  return <PageCard>{token ? <UnsubscribeLink token={token} /> : <InvalidLink />}</PageCard>;
}

function useTypeName() {
  const { t } = useTranslation("account");
  return (type: Exclude<UnsubscribeScope, "all">) => t(`settings.notifications.types.${type}.label`);
}

function UnsubscribeLink({ token }: { token: string }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const typeName = useTypeName();
  const settings = useLoadedSettings();
  const link = useQuery(unsubscribeLinkQuery(token));
  const unsubscribe = useUnsubscribe();

  if (
    hasErrorCode(link.error, "UNSUBSCRIBE_LINK_INVALID") ||
    hasErrorCode(unsubscribe.error, "UNSUBSCRIBE_LINK_INVALID")
  ) {
    return <InvalidLink />;
  }
  if (link.isError) {
    return (
      <ResultPanel
        tone="error"
        title={t("unsubscribe.invalidTitle")}
        actions={
          <button type="button" className="btn btn-primary btn-lg" onClick={() => void link.refetch()}>
            {t("unsubscribe.retry")}
          </button>
        }
      >
        <p className="mb-0" role="alert">
          {errorText(link.error)}
        </p>
      </ResultPanel>
    );
  }
  if (!link.data) {
    return (
      <div className="text-center py-4" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <p className="mt-3 mb-0">{t("unsubscribe.checking")}</p>
      </div>
    );
  }
  const scope = link.data;
  if (unsubscribe.isSuccess) {
    return (
      <ResultPanel tone="success" title={t("unsubscribe.doneTitle")} actions={<SettingsLink />}>
        <p>
          {scope === "all" ? t("unsubscribe.doneAll") : t("unsubscribe.doneType", { type: typeName(scope) })}
        </p>
        <p className="mb-0">
          <LinkedText
            text={t("unsubscribe.changeMind")}
            links={{ settings: (words) => <Link to={paths.notifications}>{words}</Link> }}
          />
        </p>
      </ResultPanel>
    );
  }
  const intro: ReactNode =
    scope === "all" ? (
      t("unsubscribe.allIntro", { site: settings.name })
    ) : (
      <LinkedText
        text={t("unsubscribe.typeIntro", { type: typeName(scope) })}
        links={{ type: (words) => <strong>{words}</strong> }}
      />
    );
  return (
    <ResultPanel
      tone="mail"
      title={t("unsubscribe.title")}
      actions={
        <button
          type="button"
          className="btn btn-primary btn-lg px-5"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {t("unsubscribe.confirm")}
        </button>
      }
    >
      <p>{intro}</p>
      <p className="mb-0 text-body-secondary">{t("unsubscribe.accountMails")}</p>
      {unsubscribe.isError && (
        <p className="mt-3 mb-0 text-danger" role="alert">
          {errorText(unsubscribe.error)}
        </p>
      )}
    </ResultPanel>
  );
}

function SettingsLink() {
  const { t } = useTranslation("account");
  return (
    <Link to={paths.notifications} className="btn btn-outline-primary btn-lg">
      {t("unsubscribe.settings")}
    </Link>
  );
}

/** A link that is not ours, was cut, or whose account is gone: the notification settings still work. */
function InvalidLink() {
  const { t } = useTranslation("account");
  const { t: tError } = useTranslation("errors");
  return (
    <ResultPanel tone="error" title={t("unsubscribe.invalidTitle")} actions={<SettingsLink />}>
      <p className="mb-0" role="alert">
        {tError("codes.UNSUBSCRIBE_LINK_INVALID")}
      </p>
    </ResultPanel>
  );
}
