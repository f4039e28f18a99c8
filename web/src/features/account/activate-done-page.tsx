/**
 * Where the activation link (and the reactivation link, ?reactivated=1) lands after the server confirmed
 * it (/activate/done): the good news and the way on. The member's status changed, so the user is reloaded.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useSearchParam } from "../../lib/navigation.tsx";
import { sessionUserQuery, useSessionUser } from "../session/index.ts";

export function ActivateDonePage() {
  const { t } = useTranslation("account");
  const isReactivated = useSearchParam("reactivated") === "1";
  const user = useSessionUser();
  const queryClient = useQueryClient();

  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey });
  }, [queryClient]);

  return (
    <PageCard>
      <ResultPanel
        tone="success"
        title={isReactivated ? t("activateDone.reactivatedTitle") : t("activateDone.title")}
        actions={
          user ? (
            <Link to={paths.members} className="btn btn-primary btn-lg px-5">
              {t("activateDone.cta")}
            </Link>
          ) : (
            <Link to={paths.login} className="btn btn-primary btn-lg px-5">
              {t("activateDone.login")}
            </Link>
          )
        }
      >
        <p className="mb-0">{isReactivated ? t("activateDone.reactivated") : t("activateDone.text")}</p>
      </ResultPanel>
    </PageCard>
  );
}
