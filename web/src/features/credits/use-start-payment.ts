/**
 * Starting a payment (a new order, or the last one again) and following the server's answer: off to the
 * provider's checkout page, or, when there is nothing left to do there, to the payment's own page.
 *
 * A double click must not create two payments: the mutation's pending state only shows after a render, so
 * a ref closes the door synchronously on the first click. It stays closed after a success too, while the
 * browser leaves for the checkout page.
 */
import type { PaymentAnswer } from "@amora/contract/payments";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { goToCheckout } from "./checkout.ts";

export function useStartPayment<T>(start: (request: T) => Promise<PaymentAnswer>) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: start,
    onSuccess: (answer) => {
      if (answer.checkout_url) goToCheckout(answer.checkout_url);
      else void navigate(paths.transactions(answer.payment.id));
    },
    onError: () => {
      busy.current = false;
    },
  });
  return {
    /** Starts the payment unless one is already on its way. */
    start: (request: T) => {
      if (busy.current) return;
      busy.current = true;
      mutation.mutate(request);
    },
    /** From the click until the page is left (or the call failed). */
    isBusy: mutation.isPending || mutation.isSuccess,
    error: mutation.error,
  };
}
