/** Test data of the credit tests: bundles, the credits answer, discounts and payments in the contract's shapes. */
import type {
  Bundle,
  CreditsResponse,
  Discount,
  DiscountResponse,
  Payment,
  PaymentAnswer,
  PaymentResponse,
} from "@amora/contract/payments";
import { json, type MockAnswer } from "../../test/mock-api.ts";

export function makeBundle(
  id: number,
  credits: number,
  priceCents: number,
  overrides: Partial<Bundle> = {},
): Bundle {
  return {
    id,
    credits,
    price_cents: priceCents,
    currency: "EUR",
    badge: null,
    price_per_credit_centicents: Math.round((priceCents * 100) / credits),
    ...overrides,
  };
}

/** Three bundles in euros: 25 for €9.95, 100 for €39.95 (most popular), 250 for €79.95 (best value). */
export const BUNDLES: Bundle[] = [
  makeBundle(1, 25, 995),
  makeBundle(2, 100, 3995, { badge: "popular" }),
  makeBundle(3, 250, 7995, { badge: "best_value" }),
];

export function creditsAnswer(overrides: Partial<CreditsResponse> = {}): CreditsResponse {
  return {
    bundles: BUNDLES,
    currency: "EUR",
    country: "NL",
    methods: ["ideal", "creditcard", "paypal", "sdd"],
    refund_days: 14,
    last_order: null,
    ...overrides,
  };
}

export function makeDiscount(overrides: Partial<Discount> = {}): Discount {
  return {
    code: "SPRING20",
    percentage: 20,
    currency: null,
    minimum_order_cents: null,
    country: null,
    payment_methods: null,
    expires_at: null,
    ...overrides,
  };
}

export function discountAnswer(
  overrides: Partial<Discount> = {},
  priceCents: number | null = null,
): MockAnswer {
  const body: DiscountResponse = { discount: makeDiscount(overrides), price_cents: priceCents };
  return json(200, body);
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: "Xk3_a9Qz7",
    status: "pending",
    credits: 100,
    amount_cents: 3995,
    currency: "EUR",
    discount_code: null,
    discount_cents: 0,
    method: "ideal",
    created_at: "2026-03-01T10:00:00Z",
    completed_at: null,
    ...overrides,
  };
}

export function paymentAnswer(
  payment: Partial<Payment> = {},
  checkoutUrl: string | null = "https://pay.example.test/checkout/1",
): MockAnswer {
  const body: PaymentAnswer = { payment: makePayment(payment), checkout_url: checkoutUrl };
  return json(200, body);
}

/** GET /api/payment.php: the payment and the member's balance and premium state now. */
export function paymentStatus(
  payment: Partial<Payment> = {},
  member: { credits: number; paid_user: boolean; first_purchase?: boolean } = {
    credits: 0,
    paid_user: false,
  },
): MockAnswer {
  const body: PaymentResponse = { payment: makePayment(payment), first_purchase: false, ...member };
  return json(200, body);
}

/** Prices as Intl writes them use no-break spaces ("39,95 €"); tests compare with plain ones. */
export function plainSpaces(text: string | null | undefined): string {
  return (text ?? "").replace(/[\u00a0\u202f]/g, " ");
}
