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
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxPayments, sandboxRefunds } from "../../db/schema.ts";
import type {
  Money,
  PaymentProvider,
  ProviderChargeback,
  ProviderPayment,
  ProviderStatus,
} from "./payment-provider.ts";

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
  /**
   * The payer's bank takes money back (a card chargeback, or a direct debit reversed): `cents` of the paid
   * payment, all of what is left when absent. Answers the chargeback, or null when the payment is not paid
   * or nothing is left.
   */
  chargeBack(id: string, cents?: number): Promise<ProviderChargeback | null>;
}

/** A refusal of the sandbox, worded like a provider's. */
export class SandboxRefusal extends Error {
  override name = "SandboxRefusal";
}

/** What was refunded or charged back of a sandbox payment so far, in cents. */
async function takenBack(db: Db, paymentId: string): Promise<number> {
  const [sum] = await db
    .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, paymentId));
  return sum?.cents ?? 0;
}

/** A refund or chargeback of a sandbox payment, with an id of its kind (sbr_…, sbc_…). */
async function insertTakenBack(
  db: Db,
  kind: "refund" | "chargeback",
  paymentId: string,
  cents: number,
  currency: string,
  idempotencyKey: string | null,
) {
  const [row] = await db
    .insert(sandboxRefunds)
    .values({
      id: `${kind === "refund" ? "sbr" : "sbc"}_${randomBytes(12).toString("base64url")}`,
      paymentId,
      kind,
      amountCents: cents,
      currency,
      idempotencyKey,
    })
    .returning();
  if (!row) throw new Error(`sandbox ${kind} insert returned nothing`);
  return row;
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
    async refund(id, amount, { idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for("update");
        if (!row) throw new SandboxRefusal(`sandbox payment ${id} does not exist`);
        const [earlier] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (earlier) {
          return {
            id: earlier.id,
            amount: { cents: earlier.amountCents, currency: earlier.currency },
            status: "refunded",
          };
        }
        if (row.status !== "paid")
          throw new SandboxRefusal(`sandbox payment ${id} is ${row.status}, not paid`);
        if (amount.currency !== row.currency)
          throw new SandboxRefusal(`sandbox payment ${id} is in ${row.currency}`);
        const left = row.amountCents - (await takenBack(tx, id));
        if (!Number.isSafeInteger(amount.cents) || amount.cents < 1 || amount.cents > left) {
          throw new SandboxRefusal(
            `sandbox payment ${id}: ${amount.cents} is more than the ${left} left to refund`,
          );
        }
        const refund = await insertTakenBack(tx, "refund", id, amount.cents, row.currency, idempotencyKey);
        return {
          id: refund.id,
          amount: { cents: refund.amountCents, currency: refund.currency },
          status: "refunded",
        };
      });
    },
    async chargebacks(id) {
      const rows = await db
        .select()
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.paymentId, id), eq(sandboxRefunds.kind, "chargeback")))
        .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
      return rows.map((row) => ({
        id: row.id,
        amount: { cents: row.amountCents, currency: row.currency },
        createdAt: row.createdAt,
        reversed: false,
      }));
    },
    async chargeBack(id, cents) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for("update");
        if (row?.status !== "paid") return null;
        const left = row.amountCents - (await takenBack(tx, id));
        const amount = cents ?? left;
        if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) return null;
        const chargeback = await insertTakenBack(tx, "chargeback", id, amount, row.currency, null);
        return {
          id: chargeback.id,
          amount: { cents: chargeback.amountCents, currency: chargeback.currency },
          createdAt: chargeback.createdAt,
          reversed: false,
        };
      });
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
