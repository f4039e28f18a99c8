/**
 * The text of a failed discount check or payment call: the translated code (errors.json). A minimum order
 * comes from the server as cents and a currency (`min_cents`, `currency`), and is shown as money in the
 * interface language (`{{min}}`).
 */
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-errors.ts";
import { useErrorText } from "../account/index.ts";
import { formatCents } from "./format.ts";

export function usePaymentErrorText(currency: string): (error: unknown) => string {
  const errorText = useErrorText();
  const { i18n } = useTranslation();
  return (error) => {
    if (error instanceof ApiError && typeof error.params.min_cents === "number") {
      const orderCurrency = typeof error.params.currency === "string" ? error.params.currency : currency;
      const min = formatCents(error.params.min_cents, orderCurrency, i18n.language);
      return errorText(
        new ApiError(error.status, error.code, error.message, error.issues, { ...error.params, min }),
      );
    }
    return errorText(error);
  };
}
