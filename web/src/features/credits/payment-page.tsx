/**
 * Paying for a bundle (/credits/:id/:paymentmethod?): the order (credits, price, the code's discount as the
 * server computes it for this bundle and method), the methods of the member's country as large tiles (the
 * one in the URL preselected), and "Pay €…", which creates the payment and leaves for the provider's
 * checkout. SEPA direct debit has a form of its own (/directdebit), so that method leads there instead.
 */
import type { Bundle, CreditsResponse, PaymentMethod } from "@amora/contract/payments";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { ArrowLeftIcon, CoinsIcon, LockIcon } from "../../components/member-icons.tsx";
import { useSearchParam } from "../../lib/navigation.tsx";
import { hasErrorCode } from "../account/index.ts";
import { MemberOnly } from "../session/index.ts";
import { useFormatLocale } from "../site/index.ts";
import { LIMITS_SECTION_ID } from "../spending-limits/index.ts";
import { createPayment, creditsQuery, discountQuery } from "./api.ts";
import { creditsPath, LoadingState, StateCard } from "./credits-parts.tsx";
import { formatCents } from "./format.ts";
import { OrderSummary } from "./order-summary.tsx";
import { usePaymentErrorText } from "./payment-errors.ts";
import { MethodPicker } from "./payment-methods.tsx";
import { CODE_PARAM } from "./use-discount-code.ts";
import { useStartPayment } from "./use-start-payment.ts";
import "./credits.scss";

export function PaymentPage({ bundleId, method }: { bundleId: number; method: string | undefined }) {
  return <MemberOnly>{() => <Payment bundleId={bundleId} method={method} />}</MemberOnly>;
}

function Payment({ bundleId, method }: { bundleId: number; method: string | undefined }) {
  const { t } = useTranslation(["pages", "credits"]);
  const code = useSearchParam(CODE_PARAM)?.trim() || null;
  const offer = useQuery(creditsQuery);
  const bundle = offer.data?.bundles.find((candidate) => candidate.id === bundleId);

  let content: ReactNode;
  if (offer.isError) {
    content = <LoadFailed text={t("credits:bundles.error")} onRetry={() => void offer.refetch()} />;
  } else if (offer.isPending) {
    content = <LoadingState text={t("credits:bundles.loading")} />;
  } else if (!bundle) {
    content = (
      <StateCard
        icon={<CoinsIcon size={32} />}
        title={t("credits:payment.notFound.title")}
        text={t("credits:payment.notFound.text")}
        action={{ to: creditsPath(code), label: t("credits:payment.notFound.action") }}
      />
    );
  } else {
    // A new method in the URL (a "try again" link) starts the choice afresh.
    content = <Checkout key={method} offer={offer.data} bundle={bundle} method={method} code={code} />;
  }

  return (
    <div className="container py-3 py-md-4 payment-page">
      <Link to={creditsPath(code)} className="credits-back">
        <ArrowLeftIcon size={18} />
        {t("credits:payment.back")}
      </Link>
      <h1 className="credits-head__title">{t("creditsPayment.title")}</h1>
      {content}
    </div>
  );
}

interface CheckoutProps {
  offer: CreditsResponse;
  bundle: Bundle;
  method: string | undefined;
  code: string | null;
}

function Checkout({ offer, bundle, method, code }: CheckoutProps) {
  const { t } = useTranslation(["credits", "spending"]);
  const locale = useFormatLocale();
  // The URL's method is only the first choice: picking another stays on the page (and at its scroll).
  const [selected, setSelected] = useState<PaymentMethod | null>(
    () => offer.methods.find((candidate) => candidate === method) ?? null,
  );
  const check = useQuery({
    ...discountQuery({ code: code ?? "", bundle: bundle.id, method: selected ?? undefined }),
    enabled: code !== null,
    // While another method's price is asked for, the last one stays on screen (the Pay button waits).
    placeholderData: keepPreviousData,
  });
  const checking = code !== null && (check.isPending || check.isPlaceholderData);
  const discounted = code !== null && check.isSuccess && !check.isPlaceholderData ? check.data : null;
  const priceCents = discounted?.price_cents ?? bundle.price_cents;
  const errorText = usePaymentErrorText(bundle.currency);
  const payment = useStartPayment(createPayment);
  const amount = formatCents(priceCents, bundle.currency, locale);

  return (
    <div className="payment-layout">
      <OrderSummary
        bundle={bundle}
        discounted={discounted}
        codeError={code !== null && check.isError ? check.error : null}
      />

      <section className="payment-methods">
        {offer.methods.length === 0 ? (
          <p className="state-card state-card--quiet">{t("payment.noMethods")}</p>
        ) : (
          <MethodPicker
            methods={offer.methods}
            value={selected}
            onChange={setSelected}
            legend={t("payment.methodsLabel")}
            disabled={payment.isBusy}
          />
        )}
      </section>

      <div className="payment-bar">
        {payment.error !== null && (
          <p className="payment-bar__error" role="alert">
            {errorText(payment.error)}
            {hasErrorCode(payment.error, "SPENDING_LIMIT_REACHED") && (
              <>
                {" "}
                <Link to={`${paths.notifications}#${LIMITS_SECTION_ID}`}>{t("spending:refused.change")}</Link>
              </>
            )}
          </p>
        )}
        {selected === "sdd" ? (
          // The form checks the code itself; only one known not to apply stays behind.
          <Link
            to={directDebitPath(bundle.id, check.isError ? null : code)}
            className="btn btn-primary btn-lg w-100"
          >
            {t("payment.directDebit")}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-lg w-100"
            disabled={selected === null || checking || payment.isBusy}
            aria-busy={payment.isBusy || undefined}
            onClick={() => {
              if (selected === null) return;
              payment.start({
                bundle: bundle.id,
                method: selected,
                ...(discounted && code !== null ? { discount_code: code } : {}),
              });
            }}
          >
            {payment.isBusy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {payment.isBusy ? t("payment.paying") : t("payment.pay", { amount })}
          </button>
        )}
        <p className="payment-bar__note">
          {selected === null ? (
            t("payment.chooseMethod")
          ) : (
            <>
              <LockIcon size={14} /> {t("payment.secure")}
            </>
          )}
        </p>
      </div>
    </div>
  );
}

/** The direct-debit form, told the bundle and the code that applies. */
function directDebitPath(bundle: number, code: string | null): string {
  const query = new URLSearchParams({ bundle: String(bundle) });
  if (code) query.set(CODE_PARAM, code);
  return `${paths.directDebit}?${query}`;
}
