/** What an e-mail link page shows when its link expired, was used or is missing (spec §8 LINK_INVALID). */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";

/** An expired, used or missing link: the spec's text and the way to a new e-mail. */
export function LinkInvalid({ title, action }: { title: string; action: ReactNode }) {
  const { t } = useTranslation("errors");
  return (
    <ResultPanel tone="error" title={title} actions={action}>
      <p className="mb-0" role="alert">
        {t("codes.LINK_INVALID")}
      </p>
    </ResultPanel>
  );
}

/** A logged-out request's mailed link (data export, deletion) that expired or was used: ask again there. */
export function RequestLinkInvalid({ requestPath }: { requestPath: string }) {
  const { t } = useTranslation("privacy");
  return (
    <PageCard>
      <LinkInvalid
        title={t("linkInvalid.title")}
        action={
          <Link to={requestPath} className="btn btn-primary btn-lg">
            {t("linkInvalid.again")}
          </Link>
        }
      />
    </PageCard>
  );
}
