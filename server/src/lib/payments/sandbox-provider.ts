/**
 * The sandbox payment provider (the default, PAYMENT_PROVIDER=sandbox): a stand-in for a real provider
 * with the same life cycle. A payment is created `open` with a checkout page of our own
 * (features/payments/sandbox-checkout.routes.ts) where the tester picks paid, failed, cancelled or pending;
 * the page then calls our webhook and sends the payer back, as a provider would. Its payments live in the
 * database (sandbox_payments), so any node serves the checkout and a restart loses nothing.
 *
 * A paid card, PayPal, iDEAL or Bancontact payment leaves a stored method behind (like a Mollie mandate),
 * so a repeat order is charged without the payer; the tester may make that stored method fail.
 */
import { randomBytes } from "node:crypto";
import type { PaymentMethod } from "@amora/contract/payments";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxPayments } from "../../db/schema.ts";
import type { Money, PaymentProvider, ProviderPayment, ProviderStatus } from "./payment-provider.ts";

/** Path of the checkout page, under the site's own origin. */
export const SANDBOX_CHECKOUT_PATH = "/api/sandbox/checkout.php";

/** What the tester may choose on the checkout page. */
export const SANDBOX_OUTCOMES = ["paid", "failed", "canceled", "pending"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Methods that leave a reusable method (card token, mandate) when paid. */
const STORES_METHOD = new Set<PaymentMethod>(["creditcard", "paypal", "ideal", "bancontact"]);
const FAILING_MARK = "-fails";

/** What each country can pay with (decision 014); the real provider answers this itself. */
const SEPA_EUR = ["creditcard", "paypal", "sdd", "sct"] as const;
const COUNTRY_METHODS: Record<string, readonly PaymentMethod[]> = {
  NL: ["ideal", ...SEPA_EUR],
  BE: ["bancontact", ...SEPA_EUR],
  DE: [...SEPA_EUR, "trustly"],
  AT: ["eps", ...SEPA_EUR],
  FR: SEPA_EUR,
  IT: SEPA_EUR,
  ES: SEPA_EUR,
  IE: SEPA_EUR,
  FI: [...SEPA_EUR, "trustly"],
  PL: ["blik", "przelewy24", "creditcard", "paypal"],
  CH: ["twint", "creditcard", "paypal"],
};
const DEFAULT_METHODS: readonly PaymentMethod[] = ["creditcard", "paypal"];

type Row = typeof sandboxPayments.$inferSelect;

function toProviderPayment(row: Row, checkoutUrl: string | null): ProviderPayment {
  return {
    id: row.id,
    status: row.status,
    amount: { cents: row.amountCents, currency: row.currency },
    method: row.method as PaymentMethod,
    checkoutUrl,
    storedMethodId: row.storedMethodId,
  };
}

function checkoutUrlOf(row: Row): string | null {
  if (row.status !== "open" && row.status !== "pending") return null;
  const url = new URL(SANDBOX_CHECKOUT_PATH, row.redirectUrl);
  url.searchParams.set("id", row.id);
  return url.toString();
}

export interface SandboxProvider extends PaymentProvider {
  /** The checkout page's payment (null when unknown). */
  find(id: string): Promise<Row | null>;
  /** The tester's choice on the checkout page; a final payment does not change any more. */
  settle(id: string, outcome: SandboxOutcome, storedMethodFails: boolean): Promise<Row | null>;
}

export function createSandboxProvider(db: Db): SandboxProvider {
  const find = async (id: string) => {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row ?? null;
  };
  return {
    name: "sandbox",
    async methods(country: string, _amount: Money) {
      return [...(COUNTRY_METHODS[country] ?? DEFAULT_METHODS)];
    },
    async createPayment(input) {
      const id = `sbx_${randomBytes(12).toString("base64url")}`;
      // A stored method is charged at once: paid, unless the tester made it fail.
      const charged: ProviderStatus | undefined = input.storedMethodId
        ? input.storedMethodId.endsWith(FAILING_MARK)
          ? "failed"
          : "paid"
        : undefined;
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          id,
          amountCents: input.amount.cents,
          currency: input.amount.currency,
          method: input.method,
          description: input.description,
          status: charged ?? "open",
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          reference: input.reference,
          storedMethodId: charged === "paid" ? (input.storedMethodId ?? null) : null,
        })
        .returning();
      if (!row) throw new Error("sandbox payment insert returned nothing");
      return toProviderPayment(row, checkoutUrlOf(row));
    },
    async getPayment(id) {
      const row = await find(id);
      if (!row) throw new Error(`sandbox payment ${id} does not exist`);
      return toProviderPayment(row, checkoutUrlOf(row));
    },
    async ensureCustomer() {
      return null;
    },
    find,
    async settle(id, outcome, storedMethodFails) {
      const row = await find(id);
      if (!row || (row.status !== "open" && row.status !== "pending")) return row;
      const stores = outcome === "paid" && STORES_METHOD.has(row.method as PaymentMethod);
      const storedMethodId = stores
        ? `sbx_mandate_${randomBytes(9).toString("base64url")}${storedMethodFails ? FAILING_MARK : ""}`
        : null;
      const [updated] = await db
        .update(sandboxPayments)
        .set({ status: outcome, storedMethodId })
        .where(eq(sandboxPayments.id, id))
        .returning();
      return updated ?? null;
    },
  };
}
