/** The order box of the payment and direct-debit pages: the bundle, its price with the code, and why a code does not apply. */
import type { Bundle, DiscountResponse } from "@amora/contract/payments";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PriceTag } from "./bundle-card.tsx";
import { usePaymentErrorText } from "./payment-errors.ts";

interface OrderSummaryProps {
  bundle: Bundle;
  /** The code's answer for this order, when it applies. */
  discounted: DiscountResponse | null;
  /** Why the code in the URL does not apply to this order (null: it does, or there is none). */
  codeError: unknown;
  className?: string;
  /** More about the order (the method it is paid by). */
  children?: ReactNode;
}

export function OrderSummary({ bundle, discounted, codeError, className = "", children }: OrderSummaryProps) {
  const { t } = useTranslation("credits");
  const errorText = usePaymentErrorText(bundle.currency);
  const titleId = useId();
  return (
    <section className={`payment-summary ${className}`.trim()} aria-labelledby={titleId}>
      <h2 id={titleId} className="payment-summary__label">
        {t("payment.summary")}
      </h2>
      <p className="payment-summary__credits">{t("credits", { count: bundle.credits })}</p>
      <p className="payment-summary__price">
        <PriceTag
          cents={discounted?.price_cents ?? bundle.price_cents}
          oldCents={discounted ? bundle.price_cents : null}
          currency={bundle.currency}
        />
      </p>
      {discounted && (
        <p className="payment-summary__code">
          {t("discount.applied", {
            code: discounted.discount.code,
            percentage: discounted.discount.percentage,
          })}
        </p>
      )}
      {codeError !== null && codeError !== undefined && (
        <p className="payment-summary__code-error" role="alert">
          {t("discount.notApplied", { reason: errorText(codeError) })}
        </p>
      )}
      {children}
    </section>
  );
}
