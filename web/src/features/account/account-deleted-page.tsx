/**
 * Shown after a member deleted their account (/account-deleted): what happened, and the 14-day way back
 * (spec §4). The server has ended the session; the page forgets the member here too. A logged-in member
 * who merely opens the address has deleted nothing: they go to the members area instead of being told so.
 */
import { REACTIVATION_DAYS } from "@amora/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { Redirect } from "../../lib/navigation.tsx";
import { clearSession, setSessionEnding, useSessionUser } from "../session/index.ts";

/** The navigation state the deletion arrives with; a member who merely opens the page stays logged in. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

function isFromDeletion(state: unknown): boolean {
  return typeof state === "object" && state !== null && "accountDeleted" in state;
}

export function AccountDeletedPage() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const fromDeletion = isFromDeletion(useLocation().state);
  const user = useSessionUser();
  useEffect(() => {
    setSessionEnding(false);
    if (fromDeletion) clearSession(queryClient);
  }, [fromDeletion, queryClient]);
  if (user !== null && !fromDeletion) return <Redirect to={paths.members} />;

  return (
    <PageCard>
      <ResultPanel
        tone="mail"
        title={t("accountDeleted.title")}
        actions={
          <Link to={paths.home} className="btn btn-outline-primary btn-lg">
            {t("accountDeleted.home")}
          </Link>
        }
      >
        <p>{t("accountDeleted.text")}</p>
        <p className="mb-0">
          {t("accountDeleted.reactivate", { days: REACTIVATION_DAYS, count: REACTIVATION_DAYS })}
        </p>
      </ResultPanel>
    </PageCard>
  );
}
