/** The member's spending per month, the last 12 months (issue 17), above their payments on /transactions. */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format-date.ts";
import { formatPrice } from "../../lib/format-price.ts";
import { useFormatLocale } from "../site/index.ts";
import { spendingSummaryQuery } from "./api.ts";
import "./spending-limits.scss";

export function SpendingSummary() {
  const { t } = useTranslation("spending");
  const locale = useFormatLocale();
  const summary = useQuery(spendingSummaryQuery);
  const months = summary.data?.months ?? [];
  // Nothing bought yet (or the summary failed to load): the payments list below says what there is.
  if (months.length === 0) return null;
  return (
    <section className="spending-summary" aria-labelledby="spending-summary-title">
      <h2 id="spending-summary-title" className="spending-summary__title">
        {t("summary.title")}
      </h2>
      <ul className="list-unstyled mb-0">
        {months.map((row) => (
          <li key={`${row.month}-${row.currency}`} className="spending-summary__row">
            <span className="spending-summary__month">
              {formatDate(
                `${row.month}-15T12:00:00Z`,
                { month: "long", year: "numeric", timeZone: "UTC" },
                locale,
              )}
            </span>
            <span className="spending-summary__count">
              {t("summary.purchases", { count: row.purchases })}
            </span>
            <strong className="spending-summary__amount">
              {formatPrice(row.amount_cents / 100, row.currency, locale)}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
