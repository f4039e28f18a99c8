/**
 * One payment (/transactions/:id): where the provider sends the member back after paying, and where a
 * payment without a checkout lands. The states of spec §4: loading (spinner), pending (asked again every
 * 2 s for up to 2 minutes, with a calm word; after that the member can ask again), completed (the credits,
 * the new balance, premium on a first purchase, and where to spend them), failed and cancelled (spec §8's
 * text, "Try again" and "Pay another way"). A completed answer updates the session user in api.ts.
 */
import { PHOTO_LIMIT_PREMIUM } from "@amora/contract/constants";
import type { Payment, PaymentResponse } from "@amora/contract/payments";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { CoinsIcon, CrownIcon, MessagesIcon, SearchIcon } from "../../components/member-icons.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { hasErrorCode } from "../account/index.ts";
import { MemberOnly } from "../session/index.ts";
import { creditsQuery, PENDING_POLL_LIMIT_MS, paymentQuery } from "./api.ts";
import { creditsPath, LoadingState, StateCard, StatusBadge } from "./credits-parts.tsx";
import { creditsReturn, forgetCreditsReturn } from "./credits-return.ts";
import { formatCents } from "./format.ts";
import { useMethodName } from "./payment-methods.tsx";
import { codeSearch } from "./use-discount-code.ts";
import "./credits.scss";
import { useFormatLocale } from "../site/index.ts";

export function PaymentStatusPage({ id }: { id: string }) {
  return <MemberOnly>{() => <PaymentStatus id={id} />}</MemberOnly>;
}

/** Whether `deadline` (epoch ms) has passed; renders again when it does. */
function usePassed(deadline: number): boolean {
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(deadline), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);
  return passed === deadline;
}

function PaymentStatus({ id }: { id: string }) {
  const { t } = useTranslation("credits");
  const queryClient = useQueryClient();
  const [pollUntil, setPollUntil] = useState(() => Date.now() + PENDING_POLL_LIMIT_MS);
  const answer = useQuery(paymentQuery(queryClient, id, pollUntil));
  const slow = usePassed(pollUntil);

  if (answer.isPending) return <LoadingState text={t("status.loading")} />;
  if (answer.isError) {
    return (
      <div className="container py-4">
        {hasErrorCode(answer.error, "NOT_FOUND") ? (
          <StateCard
            icon={<CoinsIcon size={32} />}
            title={t("status.notFound.title")}
            text={t("status.notFound.text")}
            action={{ to: paths.transactions(), label: t("status.notFound.action") }}
          />
        ) : (
          <LoadFailed text={t("status.error")} onRetry={() => void answer.refetch()} />
        )}
      </div>
    );
  }

  const { payment } = answer.data;
  return (
    <div className="container py-4 py-md-5 payment-status">
      {/* A polite live region: the member hears the page turn from waiting to done. */}
      <div className="payment-status__card" aria-live="polite">
        {payment.status === "pending" ? (
          <Pending
            slow={slow}
            onCheckAgain={() => {
              setPollUntil(Date.now() + PENDING_POLL_LIMIT_MS);
              void answer.refetch();
            }}
          />
        ) : payment.status === "completed" ? (
          <Completed answer={answer.data} becamePremium={answer.data.first_purchase} />
        ) : (
          <Failed payment={payment} />
        )}
      </div>
      <PaymentDetails payment={payment} />
    </div>
  );
}

function Pending({ slow, onCheckAgain }: { slow: boolean; onCheckAgain: () => void }) {
  const { t } = useTranslation("credits");
  return (
    <div className="result-panel payment-status__pending">
      <span className="result-panel__icon">
        <span className="spinner-border" aria-hidden="true" />
      </span>
      <h1 className="result-panel__title">{t("status.pending.title")}</h1>
      <p className="result-panel__text">{slow ? t("status.pending.slow") : t("status.pending.text")}</p>
      {slow && (
        <div className="result-panel__actions">
          <button type="button" className="btn btn-primary" onClick={onCheckAgain}>
            {t("status.pending.check")}
          </button>
          <Link to={paths.transactions()} className="btn btn-outline-primary">
            {t("status.notFound.action")}
          </Link>
        </div>
      )}
    </div>
  );
}

function Completed({ answer, becamePremium }: { answer: PaymentResponse; becamePremium: boolean }) {
  const { t } = useTranslation("credits");
  const locale = useFormatLocale();
  const { payment } = answer;
  // Came from a conversation that ran out of credits: back there first, where the unsent text waits.
  const [returnTo] = useState(creditsReturn);
  return (
    <ResultPanel
      tone="success"
      title={t("status.completed.title", { count: payment.credits })}
      actions={
        <>
          {returnTo ? (
            <Link to={returnTo} className="btn btn-primary" onClick={forgetCreditsReturn}>
              <MessagesIcon size={18} className="me-2" />
              {t("status.completed.backToChat")}
            </Link>
          ) : (
            <Link to={paths.chats} className="btn btn-primary">
              <MessagesIcon size={18} className="me-2" />
              {t("status.completed.messages")}
            </Link>
          )}
          <Link to={paths.members} className="btn btn-outline-primary">
            <SearchIcon size={18} className="me-2" />
            {t("status.completed.search")}
          </Link>
        </>
      }
    >
      <p>
        {t("status.completed.text", {
          amount: formatCents(payment.amount_cents, payment.currency, locale),
        })}
      </p>
      <p className="payment-status__balance">{t("status.completed.balance", { count: answer.credits })}</p>
      {becamePremium && (
        <div className="payment-status__premium">
          <CrownIcon size={22} />
          <div>
            <strong>{t("status.completed.premium")}</strong>
            <p className="mb-0">{t("status.completed.premiumText", { photoLimit: PHOTO_LIMIT_PREMIUM })}</p>
          </div>
        </div>
      )}
    </ResultPanel>
  );
}

/**
 * Failed or cancelled. A payment does not name its bundle, so the bundle of the same size among today's
 * offer is the one to try again with; without one, the member chooses again on the credits page.
 */
function Failed({ payment }: { payment: Payment }) {
  const { t } = useTranslation("credits");
  const offer = useQuery(creditsQuery);
  const bundle = offer.data?.bundles.find((candidate) => candidate.credits === payment.credits);
  const code = codeSearch(payment.discount_code);
  return (
    <ResultPanel
      tone="error"
      title={t("status.failed.title")}
      actions={
        bundle ? (
          <>
            <Link
              to={`${paths.creditsPayment(bundle.id, payment.method)}${code}`}
              className="btn btn-primary"
            >
              {t("status.failed.retry")}
            </Link>
            <Link to={`${paths.creditsPayment(bundle.id)}${code}`} className="btn btn-outline-primary">
              {t("status.failed.other")}
            </Link>
          </>
        ) : (
          <Link to={creditsPath(payment.discount_code)} className="btn btn-primary">
            {t("status.failed.retry")}
          </Link>
        )
      }
    >
      <p>{t("status.failed.text")}</p>
    </ResultPanel>
  );
}

function PaymentDetails({ payment }: { payment: Payment }) {
  const { t } = useTranslation("credits");
  const methodName = useMethodName();
  const locale = useFormatLocale();
  const money = (cents: number) => formatCents(cents, payment.currency, locale);
  return (
    <section className="payment-details" aria-labelledby="payment-details-title">
      <h2 id="payment-details-title" className="payment-details__title">
        {t("status.details.label")}
      </h2>
      <dl className="payment-details__list">
        <dt>{t("status.details.date")}</dt>
        <dd>{formatDate(payment.created_at, { dateStyle: "medium", timeStyle: "short" }, locale)}</dd>
        <dt>{t("status.details.credits")}</dt>
        <dd>{t("credits", { count: payment.credits })}</dd>
        <dt>{t("status.details.method")}</dt>
        <dd>{methodName(payment.method)}</dd>
        <dt>{t("status.details.amount")}</dt>
        <dd>{money(payment.amount_cents)}</dd>
        {payment.discount_code && (
          <>
            <dt>{t("status.details.discount")}</dt>
            <dd>
              {payment.discount_code} <span className="text-nowrap">(−{money(payment.discount_cents)})</span>
            </dd>
          </>
        )}
        <dt>{t("status.details.status")}</dt>
        <dd>
          <StatusBadge status={payment.status} />
        </dd>
        <dt>{t("status.details.reference")}</dt>
        <dd className="text-break">{payment.id}</dd>
      </dl>
    </section>
  );
}
