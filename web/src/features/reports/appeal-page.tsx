/**
 * Where a decision mail's appeal link lands (/appeal?token=, issue 17): the moderator's decision with its
 * statement of reasons, and its one appeal, without logging in (a suspended or banned member cannot), sent
 * with the link's token. Once appealed, or when the appeal was decided, the page shows where it stands. A
 * link that expired or is not whole says so, with the support address.
 */
import { APPEAL_LINK_MONTHS } from "@amora/contract/reports";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LinkedText } from "../../components/linked-text.tsx";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useSearchParam } from "../../lib/navigation.tsx";
import { hasErrorCode, useErrorText } from "../account/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useAppealByLink, useAppealLink } from "./api.ts";
import { AppealForm, DecisionCard } from "./decision-card.tsx";
import "./reports.scss";

export function AppealPage() {
  const { t } = useTranslation("reports");
  const errorText = useErrorText();
  const token = useSearchParam("token") ?? "";
  const link = useAppealLink(token);
  const appeal = useAppealByLink(token);

  if (
    token === "" ||
    hasErrorCode(link.error, "LINK_INVALID") ||
    hasErrorCode(appeal.error, "LINK_INVALID")
  ) {
    return <AppealLinkInvalid />;
  }
  if (link.isPending) {
    return (
      <PageCard>
        <p className="text-center text-body-secondary mb-0" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t("appealPage.checking")}
        </p>
      </PageCard>
    );
  }
  if (link.isError) {
    return (
      <PageCard title={t("appealPage.title")}>
        <div className="alert alert-danger mb-0" role="alert">
          {errorText(link.error)}
        </div>
      </PageCard>
    );
  }
  return (
    <PageCard title={t("appealPage.title")} lead={t("appealPage.lead")}>
      <DecisionCard decision={link.data.decision}>
        <AppealForm
          startOpen
          onSend={(text) => appeal.mutate(text)}
          isPending={appeal.isPending}
          error={appeal.error}
        />
      </DecisionCard>
      {appeal.isSuccess && (
        <p className="mt-3 mb-0 text-success fw-semibold" role="status">
          {t("appealPage.sent")}
        </p>
      )}
    </PageCard>
  );
}

function AppealLinkInvalid() {
  const { t } = useTranslation("reports");
  const settings = useLoadedSettings();
  return (
    <PageCard>
      <ResultPanel
        tone="error"
        title={t("appealPage.invalidTitle")}
        actions={
          <Link to={paths.home} className="btn btn-outline-primary btn-lg">
            {t("appealPage.home")}
          </Link>
        }
      >
        <p role="alert">{t("appealPage.invalid", { count: APPEAL_LINK_MONTHS })}</p>
        <p className="mb-0">
          <LinkedText
            text={t("appealPage.support", { email: settings.support_email })}
            links={{ email: (address) => <a href={`mailto:${address}`}>{address}</a> }}
          />
        </p>
      </ResultPanel>
    </PageCard>
  );
}
