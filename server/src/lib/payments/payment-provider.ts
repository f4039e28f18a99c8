/**
 * The payment provider interface (design: lib/ holds each integration as an interface plus its
 * implementations). `sandbox` (sandbox-provider.ts) is the default: a local hosted checkout page; `mollie`
 * (mollie-provider.ts) talks to Mollie through @mollie/api-client. The payments feature creates payments
 * through this interface and trusts only what `getPayment` answers — never a webhook body or a return URL.
 */

import type { PaymentMethod } from "@amora/contract/payments";

export type { PaymentMethod };

/** A provider payment's state as the provider reports it, mapped to ours. */
export type ProviderStatus = "open" | "pending" | "paid" | "failed" | "canceled" | "expired";

/** An amount in minor units (cents) and an ISO 4217 currency code. */
export interface Money {
  cents: number;
  currency: string;
}

export interface CreatePaymentInput {
  amount: Money;
  method: PaymentMethod;
  /** Shown to the payer (the bundle and the site's name). */
  description: string;
  /** Where the payer comes back to after the checkout (our return page). */
  redirectUrl: string;
  /** Where the provider tells us a payment changed (our webhook). */
  webhookUrl: string;
  /** Our payment's id, kept by the provider for reconciliation. */
  reference: string;
  /** The payer's two-letter country and language, for the checkout page. */
  country: string;
  locale: string;
  /**
   * A stored payment method to charge without the payer (repeat order: a card or direct-debit mandate
   * from an earlier payment). The provider answers `failed` when it cannot be used.
   */
  storedMethodId?: string | undefined;
  /** The provider's customer for this member, so a first payment leaves a reusable method behind. */
  customerId?: string | undefined;
  /** For method sdd: the account the member gave and confirmed by SMS (the provider makes the mandate). */
  directDebit?: DirectDebitAccount | undefined;
}

export interface DirectDebitAccount {
  accountHolder: string;
  /** Normalised and checked (lib/iban.ts). */
  iban: string;
}

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  amount: Money;
  method: PaymentMethod | null;
  /** Where to send the payer to pay (absent for a payment that needs no payer, or is already final). */
  checkoutUrl: string | null;
  /** A method the provider stored with this payment for repeat orders (card token, mandate id). */
  storedMethodId: string | null;
}

/** A refund the provider accepted (it may still be on its way to the payer: `status` is the provider's). */
export interface ProviderRefund {
  id: string;
  amount: Money;
  /** The provider's own word for it (Mollie: queued, pending, processing, refunded; the sandbox: refunded). */
  status: string;
}

/**
 * Money the payer's bank took back: a card chargeback, or the reversal of a SEPA direct debit (the provider
 * reports both as chargebacks; the payments feature tells them apart by the payment's method).
 */
export interface ProviderChargeback {
  id: string;
  amount: Money;
  createdAt: Date;
  /** The chargeback was itself reversed (the money came back to us): nothing to take from the member. */
  reversed: boolean;
}

export interface RefundOptions {
  /** Shown to the payer where the method shows refund descriptions. */
  description: string;
  /** The same key twice is one refund at the provider (a retried request does not refund twice). */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "mollie";
  /** The methods the provider offers for a payment of this amount from this country. */
  methods(country: string, amount: Money): Promise<PaymentMethod[]>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The payment as the provider has it now: the only source of truth for its status. */
  getPayment(id: string): Promise<ProviderPayment>;
  /** Creates (or finds) the provider's customer for a member; null when the provider has none. */
  ensureCustomer(input: { email: string; name: string; memberId: number }): Promise<string | null>;
  /**
   * Gives `amount` of a paid payment back to the payer. Throws when the provider refuses (not paid, more
   * than what is left to refund, another currency).
   */
  refund(providerPaymentId: string, amount: Money, options: RefundOptions): Promise<ProviderRefund>;
  /** The chargebacks (and direct-debit reversals) the provider has on a payment, oldest first. */
  chargebacks(providerPaymentId: string): Promise<ProviderChargeback[]>;
}
