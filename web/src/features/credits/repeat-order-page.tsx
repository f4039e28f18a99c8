/**
 * The last order again (/credits/repeat-order): the bundle and method of the member's last completed
 * order and one "Buy again" button. The answer is handled like a new payment's. When the stored card is
 * refused, spec §8's text shows with the two ways on: retry, or the same bundle by PayPal.
 */
import type { CreditsResponse } from "@amora/contract/payments";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { ArrowLeftIcon, CoinsIcon } from "../../components/member-icons.tsx";
import { hasErrorCode } from "../account/index.ts";
import { MemberOnly } from "../session/index.ts";
import { creditsQuery, repeatOrder } from "./api.ts";
import { PriceTag } from "./bundle-card.tsx";
import { LoadingState, StateCard } from "./credits-parts.tsx";
import { usePaymentErrorText } from "./payment-errors.ts";
import { MethodMark, useMethodName } from "./payment-methods.tsx";
import { useStartPayment } from "./use-start-payment.ts";
import "./credits.scss";

export function RepeatOrderPage() {
  return <MemberOnly>{() => <RepeatOrder />}</MemberOnly>;
}

function RepeatOrder() {
  const { t } = useTranslation(["pages", "credits"]);
  const offer = useQuery(creditsQuery);

  let content: ReactNode;
  if (offer.isError) {
    content = <LoadFailed text={t("credits:bundles.error")} onRetry={() => void offer.refetch()} />;
  } else if (offer.isPending) {
    content = <LoadingState text={t("credits:bundles.loading")} />;
  } else if (offer.data.last_order === null) {
    content = (
      <StateCard
        icon={<CoinsIcon size={32} />}
        title={t("credits:repeat.empty.title")}
        text={t("credits:repeat.empty.text")}
        action={{ to: paths.credits, label: t("credits:repeat.empty.action") }}
      />
    );
  } else {
    content = <LastOrder order={offer.data.last_order} />;
  }

  return (
    <div className="container py-3 py-md-4 repeat-page">
      <Link to={paths.credits} className="credits-back">
        <ArrowLeftIcon size={18} />
        {t("credits:payment.back")}
      </Link>
      <h1 className="credits-head__title">{t("creditsRepeatOrder.title")}</h1>
      <p className="credits-head__lead">{t("creditsRepeatOrder.intro")}</p>
      {content}
    </div>
  );
}

function LastOrder({ order }: { order: NonNullable<CreditsResponse["last_order"]> }) {
  const { t } = useTranslation("credits");
  const methodName = useMethodName();
  const payment = useStartPayment(repeatOrder);
  const errorText = usePaymentErrorText(order.bundle.currency);
  const cardRefused = hasErrorCode(payment.error, "STORED_METHOD_FAILED");
  const buyAgain = () => payment.start(undefined);

  return (
    <section className="repeat-order" aria-labelledby="repeat-order-title">
      <h2 id="repeat-order-title" className="repeat-order__credits">
        {t("credits", { count: order.bundle.credits })}
      </h2>
      <p className="repeat-order__price">
        <PriceTag cents={order.bundle.price_cents} currency={order.bundle.currency} />
      </p>
      <p className="repeat-order__method">
        <MethodMark method={order.method} />
        <span>
          {order.stored_method
            ? t("repeat.stored", { method: methodName(order.method) })
            : t("repeat.confirm", { method: methodName(order.method) })}
        </span>
      </p>
      {payment.error !== null && (
        <div className="repeat-order__error" role="alert">
          <p className="mb-0">{errorText(payment.error)}</p>
        </div>
      )}
      {cardRefused && !payment.isBusy ? (
        <div className="repeat-order__actions">
          <button type="button" className="btn btn-primary btn-lg" onClick={buyAgain}>
            {t("repeat.retry")}
          </button>
          <Link
            to={paths.creditsPayment(order.bundle.id, "paypal")}
            className="btn btn-outline-primary btn-lg"
          >
            {t("repeat.paypal")}
          </Link>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-lg w-100"
          disabled={payment.isBusy}
          aria-busy={payment.isBusy || undefined}
          onClick={buyAgain}
        >
          {payment.isBusy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {payment.isBusy ? t("payment.paying") : t("repeat.buy")}
        </button>
      )}
    </section>
  );
}
