/**
 * Where the mailed "turn e-mails back on" link lands after the server checked it (/notifications/reenabled,
 * with ?failed=1 when the link was used, expired or unknown): the result and the way to the settings, where
 * a member whose link failed asks for a new one.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useSearchParam } from "../../lib/navigation.tsx";
import { sessionUserQuery } from "../session/index.ts";

export function ReenabledPage() {
  const { t } = useTranslation("account");
  const { t: tError } = useTranslation("errors");
  const isFailed = useSearchParam("failed") === "1";
  const queryClient = useQueryClient();

  // The member's notifications_disabled changed on the server: the alert must not linger.
  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey });
  }, [queryClient]);

  const settings = (
    <Link to={paths.notifications} className="btn btn-primary btn-lg px-5">
      {t("notificationsReenable.settings")}
    </Link>
  );
  return (
    <PageCard>
      {isFailed ? (
        <ResultPanel tone="error" title={t("notificationsReenable.failedTitle")} actions={settings}>
          <p className="mb-0" role="alert">
            {tError("codes.LINK_INVALID")}
          </p>
        </ResultPanel>
      ) : (
        <ResultPanel tone="success" title={t("notificationsReenable.doneTitle")} actions={settings}>
          <p className="mb-0">{t("notificationsReenable.done")}</p>
        </ResultPanel>
      )}
    </PageCard>
  );
}
