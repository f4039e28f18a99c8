/**
 * The text of a failed discount check or payment call: the translated code (errors.json). A minimum order
 * comes from the server as cents and a currency (`min_cents`, `currency`), and is shown as money in the
 * interface language (`{{min}}`). A purchase over the member's spending limit says which limit, and what is
 * left of it, in money (spending.json).
 */
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-errors.ts";
import { useErrorText } from "../account/index.ts";
import { useFormatLocale } from "../site/index.ts";
import { formatCents } from "./format.ts";

export function usePaymentErrorText(currency: string): (error: unknown) => string {
  const errorText = useErrorText();
  const { t } = useTranslation("spending");
  const locale = useFormatLocale();
  const money = (cents: unknown, orderCurrency: unknown) =>
    formatCents(Number(cents), typeof orderCurrency === "string" ? orderCurrency : currency, locale);
  return (error) => {
    if (error instanceof ApiError && error.code === "SPENDING_LIMIT_REACHED") {
      const { period, limit_cents, remaining_cents, currency: limitCurrency } = error.params;
      if (period === "daily" || period === "weekly" || period === "monthly") {
        return t(`refused.${period}`, {
          limit: money(limit_cents, limitCurrency),
          remaining: money(remaining_cents, limitCurrency),
        });
      }
    }
    if (error instanceof ApiError && typeof error.params.min_cents === "number") {
      const orderCurrency = typeof error.params.currency === "string" ? error.params.currency : currency;
      const min = formatCents(error.params.min_cents, orderCurrency, locale);
      return errorText(
        new ApiError(error.status, error.code, error.message, error.issues, { ...error.params, min }),
      );
    }
    return errorText(error);
  };
}
