/**
 * The two calls of a SEPA direct debit (contract/src/payments.ts): the form, which texts the member a code,
 * then the code, which starts the payment. Neither is ever retried by the client: the first sends an SMS
 * each time, the second spends one of the code's tries.
 */
import {
  DirectDebitAnswerSchema,
  type DirectDebitRequest,
  type PaymentAnswer,
  PaymentAnswerSchema,
} from "@amora/contract/payments";
import { apiClient } from "../../lib/api-client.ts";

/** The request the code belongs to, and where it went ("+31 6 •••• 78"). */
export interface CodeSent {
  request: string;
  phone_hint: string;
}

export function requestDirectDebit(request: DirectDebitRequest): Promise<CodeSent> {
  return apiClient.request("/api/directdebit.php", {
    method: "POST",
    body: request,
    parser: DirectDebitAnswerSchema,
  });
}

export function confirmDirectDebit(confirm: { request: string; code: string }): Promise<PaymentAnswer> {
  return apiClient.request("/api/directdebit-confirm.php", {
    method: "POST",
    body: confirm,
    parser: PaymentAnswerSchema,
  });
}
