/**
 * The account alert of a moderator's decision against the member (issue 17): its statement of reasons,
 * with the way to settings' "My reports" to read it whole and appeal. Shown while the decision can still be
 * appealed, until dismissed in this tab.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { AlertCircleIcon, CloseIcon } from "../../components/member-icons.tsx";
import { decisionsQuery } from "./api.ts";
import { REPORTS_SECTION_ID } from "./my-reports.tsx";

export function ReportDecisionAlert() {
  const { t } = useTranslation("reports");
  const decisions = useQuery(decisionsQuery);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const decision = decisions.data?.decisions.find((item) => item.can_appeal);
  if (!decision || decision.id === dismissed) return null;
  return (
    <section className="account-alerts" aria-label={t("alert.label")}>
      <div className="container">
        <div className="account-alert account-alert--decision" data-alert="decision">
          <span className="account-alert__icon">
            <AlertCircleIcon size={20} />
          </span>
          <div className="account-alert__content">
            <p className="account-alert__text">
              <strong>{t(`decisions.action.${decision.action}`)}</strong> {decision.statement}
            </p>
            <Link
              to={`${paths.notifications}#${REPORTS_SECTION_ID}`}
              className="btn btn-sm btn-dark account-alert__action"
            >
              {t("alert.action")}
            </Link>
          </div>
          <button type="button" className="account-alert__dismiss" onClick={() => setDismissed(decision.id)}>
            <CloseIcon size={18} />
            <span className="visually-hidden">{t("alert.dismiss")}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
