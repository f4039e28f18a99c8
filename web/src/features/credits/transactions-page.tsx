/**
 * The member's payments (/transactions), newest first, 20 at a time with "Load more": date, credits,
 * amount, method and state; each opens its own page.
 */
import type { Payment } from "@amora/contract/payments";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { LoadMore } from "../../components/load-more.tsx";
import { CoinsIcon } from "../../components/member-icons.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { MemberOnly } from "../session/index.ts";
import { SpendingSummary } from "../spending-limits/index.ts";
import { transactionsQuery } from "./api.ts";
import { LoadingState, StateCard, StatusBadge } from "./credits-parts.tsx";
import { formatCents } from "./format.ts";
import { MethodMark, useMethodName } from "./payment-methods.tsx";
import "./credits.scss";
import { useFormatLocale } from "../site/index.ts";

export function TransactionsPage() {
  return <MemberOnly>{() => <Transactions />}</MemberOnly>;
}

function Transactions() {
  const { t } = useTranslation(["pages", "credits"]);
  const list = useInfiniteQuery(transactionsQuery);
  const payments = list.data?.pages.flatMap((page) => page.payments) ?? [];

  let content: ReactNode;
  if (list.isError && payments.length === 0) {
    content = <LoadFailed text={t("credits:transactions.error")} onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    content = <LoadingState text={t("credits:transactions.loading")} />;
  } else if (payments.length === 0) {
    content = (
      <StateCard
        icon={<CoinsIcon size={32} />}
        title={t("credits:transactions.empty.title")}
        text={t("credits:transactions.empty.text")}
        action={{ to: paths.credits, label: t("credits:transactions.buy") }}
      />
    );
  } else {
    content = (
      <>
        <ul className="transaction-list list-unstyled" aria-label={t("credits:transactions.listLabel")}>
          {payments.map((payment) => (
            <TransactionRow key={payment.id} payment={payment} />
          ))}
        </ul>
        <LoadMore
          list={list}
          label={t("credits:transactions.loadMore")}
          loadingLabel={t("credits:transactions.loadingMore")}
          className="text-center mt-3"
          buttonClassName="btn btn-outline-primary px-4"
        />
      </>
    );
  }

  return (
    <div className="container py-3 py-md-4 transactions-page">
      <header className="credits-head credits-head--row">
        <div>
          <h1 className="credits-head__title">{t("transactions.title")}</h1>
          <p className="credits-head__lead">{t("transactions.intro")}</p>
        </div>
        <Link to={paths.credits} className="btn btn-primary">
          {t("credits:transactions.buy")}
        </Link>
      </header>
      <SpendingSummary />
      {content}
    </div>
  );
}

function TransactionRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation("credits");
  const locale = useFormatLocale();
  const methodName = useMethodName();
  return (
    <li>
      <Link to={paths.transactions(payment.id)} className="transaction-row" data-testid="transaction">
        <MethodMark method={payment.method} />
        <span className="transaction-row__main">
          <span className="transaction-row__credits">
            {t("transactions.credits", { count: payment.credits })}
          </span>
          <span className="transaction-row__meta">
            <time dateTime={payment.created_at}>
              {formatDate(payment.created_at, { dateStyle: "medium" }, locale)}
            </time>
            {" · "}
            {methodName(payment.method)}
          </span>
        </span>
        <span className="transaction-row__end">
          <span className="transaction-row__amount">
            {formatCents(payment.amount_cents, payment.currency, locale)}
          </span>
          <StatusBadge status={payment.status} />
        </span>
      </Link>
    </li>
  );
}
