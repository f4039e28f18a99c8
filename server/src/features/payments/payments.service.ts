/**
 * Buying credits (spec §1, §2, §4): the offer, starting a payment, and applying what the provider reports.
 * Money is exact: amounts are integer minor units computed here from the bundle, the member's currency and
 * the discount, never taken from the client; a payment's status is only ever what the provider answers to
 * our own request (getPayment), never a webhook body or a return URL; and the credits of a paid payment are
 * granted once, under the payment's row lock, with a unique ledger row per payment as the backstop.
 */
import { randomBytes } from "node:crypto";
import type { ServerEvent } from "@amora/contract/events";
import {
  type CreatePaymentRequest,
  type CreditsResponse,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
  TRANSACTIONS_PAGE_SIZE,
} from "@amora/contract/payments";
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditLedger, discountRedemptions, payments, profiles, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type {
  DirectDebitAccount,
  Money,
  PaymentProvider,
  ProviderPayment,
} from "../../lib/payments/payment-provider.ts";
import { type Addressed, appendEventsIn } from "../../lib/realtime/event-log.ts";
import type { Site } from "../sites/sites.service.ts";
import { currencyFor, selectBundle, selectBundles, toBundle } from "./bundles.ts";
import {
  checkDiscount,
  type DiscountMember,
  discountCents,
  discountUsed,
  releaseDiscount,
  reserveDiscount,
} from "./discounts.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** What the payments need to know of the member. */
export interface Buyer extends DiscountMember {
  profileId: number;
  email: string;
  name: string;
  country: string;
  language: string;
  providerCustomerId: string | null;
}

export async function selectBuyer(db: Db, siteId: number, userId: number): Promise<Buyer | null> {
  const [row] = await db
    .select({
      userId: users.id,
      profileId: users.profileId,
      email: users.email,
      paidUser: users.paidUser,
      signupDate: users.signupDate,
      language: users.language,
      providerCustomerId: users.providerCustomerId,
      name: profiles.name,
      country: profiles.country,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.id, userId), eq(users.siteId, siteId), sql`${users.deletedAt} is null`));
  return row ?? null;
}

export async function selectBalance(db: Db, userId: number) {
  const [row] = await db
    .select({ credits: users.credits, paidUser: users.paidUser })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Whether a completed payment is the member's first completed one (no paid payment completed before it). */
export async function isFirstPurchase(db: Db, row: PaymentRow): Promise<boolean> {
  if (row.status !== "paid" || !row.completedAt || row.userId === null) return false;
  const [earlier] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, row.userId),
        eq(payments.status, "paid"),
        lt(payments.completedAt, row.completedAt),
      ),
    )
    .limit(1);
  return earlier === undefined;
}

/** The spec's states (§4) from the provider's. */
export function statusOf(row: PaymentRow): PaymentStatus {
  if (row.status === "paid") return "completed";
  if (row.status === "failed") return "failed";
  if (row.status === "canceled" || row.status === "expired") return "cancelled";
  return "pending";
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.publicId,
    status: statusOf(row),
    credits: row.credits,
    amount_cents: row.amountCents,
    currency: row.currency,
    discount_code: row.discountCode,
    discount_cents: row.discountCents,
    method: row.method as PaymentMethod,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

function homeCountry(site: Site): string | undefined {
  return site.countries[0];
}

/** The member's last completed order, for /credits/repeat-order. */
async function selectLastOrder(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "paid"), isNotNull(payments.bundleId)))
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return row;
}

export async function creditsOffer(
  db: Db,
  provider: PaymentProvider,
  site: Site,
  buyer: Buyer,
): Promise<CreditsResponse> {
  const currency = currencyFor(buyer.country, homeCountry(site));
  const bundles = (await selectBundles(db, site.id, currency)).map(toBundle);
  const cheapest = bundles[0];
  const methods = cheapest
    ? await provider.methods(buyer.country, { cents: cheapest.price_cents, currency })
    : [];
  const last = await selectLastOrder(db, buyer.userId);
  const lastBundle = last?.bundleId ? await selectBundle(db, site.id, currency, last.bundleId) : undefined;
  return {
    bundles,
    currency,
    country: buyer.country,
    methods,
    refund_days: site.refundDays,
    last_order:
      last && lastBundle
        ? {
            bundle: toBundle(lastBundle),
            method: last.method as PaymentMethod,
            stored_method: last.storedMethodId !== null,
          }
        : null,
  };
}

/** Where the provider sends the member back, and where it reports changes, on the site's own origin. */
export interface PaymentUrls {
  origin: string;
}

function returnUrl(urls: PaymentUrls, publicId: string): string {
  return `${urls.origin}/transactions/${publicId}`;
}

export const WEBHOOK_PATH = "/api/payment-webhook.php";

/** The amount, discount and bundle of an order, all computed here. */
export async function priceOrder(
  db: Db,
  site: Site,
  buyer: Buyer,
  order: { bundle: number; method?: PaymentMethod | undefined; discount_code?: string | undefined },
  now = new Date(),
) {
  const currency = currencyFor(buyer.country, homeCountry(site));
  const bundle = await selectBundle(db, site.id, currency, order.bundle);
  if (!bundle) throw new AppError(404, "NOT_FOUND", "This bundle does not exist.");
  const code = order.discount_code?.trim()
    ? await checkDiscount(
        db,
        site.id,
        buyer,
        order.discount_code,
        { priceCents: bundle.priceCents, currency, country: buyer.country, method: order.method },
        now,
      )
    : null;
  const discount = code ? discountCents(bundle.priceCents, code.percentage) : 0;
  return { bundle, currency, code, discount, amount: bundle.priceCents - discount };
}

/** The method must be one the provider offers for this order (its country, amount and currency). */
export async function assertMethodOffered(
  provider: PaymentProvider,
  buyer: Buyer,
  method: PaymentMethod,
  amount: Money,
): Promise<void> {
  if (!(await provider.methods(buyer.country, amount)).includes(method)) {
    throw new AppError(400, "PAYMENT_METHOD_UNAVAILABLE", "This payment method is not available here.");
  }
}

/** Starts a payment; answers it with where the member pays. */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  site: Site,
  buyer: Buyer,
  request: CreatePaymentRequest,
  urls: PaymentUrls,
  storedMethodId?: string,
  directDebit?: DirectDebitAccount,
): Promise<{ row: PaymentRow; provider: ProviderPayment }> {
  const { bundle, currency, code, discount, amount } = await priceOrder(db, site, buyer, request);
  await assertMethodOffered(provider, buyer, request.method, { cents: amount, currency });
  const publicId = randomBytes(16).toString("base64url");
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        publicId,
        userId: buyer.userId,
        siteId: site.id,
        bundleId: bundle.id,
        credits: bundle.credits,
        amountCents: amount,
        currency,
        discountCodeId: code?.id ?? null,
        discountCode: code?.code ?? null,
        discountCents: discount,
        method: request.method,
        country: buyer.country,
        provider: provider.name,
      })
      .returning();
    if (!inserted) throw new Error("payment insert returned nothing");
    // The code is the order's from now on; a parallel order with it finds it held, and this one is undone.
    if (code && !(await reserveDiscount(tx, code, buyer.userId, inserted.id))) throw discountUsed();
    return inserted;
  });
  let created: ProviderPayment;
  try {
    const customerId = storedMethodId
      ? (buyer.providerCustomerId ?? undefined)
      : await customerOf(db, provider, buyer);
    created = await provider.createPayment({
      amount: { cents: amount, currency },
      method: request.method,
      description: `${site.name}: ${bundle.credits} credits`,
      redirectUrl: returnUrl(urls, publicId),
      webhookUrl: `${urls.origin}${WEBHOOK_PATH}`,
      reference: publicId,
      country: buyer.country,
      locale: buyer.language,
      storedMethodId,
      customerId,
      directDebit,
    });
  } catch (error) {
    await db.update(payments).set({ status: "failed", updatedAt: new Date() }).where(eq(payments.id, row.id));
    await releaseDiscount(db, row.id);
    // The provider's own words go to our log (as the error's cause), not into the member's answer.
    throw Object.assign(
      new AppError(502, "PAYMENT_PROVIDER_FAILED", "The payment could not be started. Please try again."),
      { cause: error },
    );
  }
  const [linked] = await db
    .update(payments)
    .set({ providerPaymentId: created.id, updatedAt: new Date() })
    .where(eq(payments.id, row.id))
    .returning();
  return { row: linked ?? row, provider: created };
}

/** The provider's customer of the member, made once and kept (null when the provider has none). */
async function customerOf(db: Db, provider: PaymentProvider, buyer: Buyer): Promise<string | undefined> {
  if (buyer.providerCustomerId) return buyer.providerCustomerId;
  const id = await provider.ensureCustomer({
    email: buyer.email,
    name: buyer.name,
    memberId: buyer.profileId,
  });
  if (id) await db.update(users).set({ providerCustomerId: id }).where(eq(users.id, buyer.userId));
  return id ?? undefined;
}

function isFinal(row: PaymentRow): boolean {
  return (
    row.status === "paid" || row.status === "failed" || row.status === "canceled" || row.status === "expired"
  );
}

/**
 * Applies the provider's report of a payment: its status, and on the first `paid` the credits, premium,
 * the discount's redemption and a live `credits` event, all in one transaction under the payment's row
 * lock — so the webhook replayed ten times, out of order, or racing the return page grants once. A paid
 * payment stays paid. Answers the row after, and the events to publish once committed.
 */
export async function applyProviderPayment(
  db: Db,
  paymentId: number,
  reported: ProviderPayment,
  now = new Date(),
): Promise<{ row: PaymentRow; events: Addressed<ServerEvent>[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    if (row.status === "paid" || reported.status === row.status) return { row, events: [] };
    const matches = reported.amount.cents === row.amountCents && reported.amount.currency === row.currency;
    if (reported.status === "paid" && !matches) {
      throw new Error(`payment ${row.publicId}: the provider reports another amount than we asked`);
    }
    const [updated] = await tx
      .update(payments)
      .set({
        status: reported.status,
        updatedAt: now,
        storedMethodId: reported.storedMethodId ?? row.storedMethodId,
        ...(reported.status === "paid" ? { completedAt: now } : {}),
      })
      .where(eq(payments.id, row.id))
      .returning();
    if (reported.status === "failed" || reported.status === "canceled" || reported.status === "expired") {
      // Not paid: the order's discount code is free for another order.
      await releaseDiscount(tx, row.id);
    }
    if (reported.status === "failed" && row.method === "sdd" && row.userId !== null) {
      // A bounced direct debit: no more direct debits for this member (decision 014).
      await tx.update(users).set({ directDebitBlockedAt: now }).where(eq(users.id, row.userId));
    }
    if (!updated || reported.status !== "paid" || row.userId === null) {
      return { row: updated ?? row, events: [] };
    }
    const [account] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${row.credits}`, paidUser: true })
      .where(eq(users.id, row.userId))
      .returning({ credits: users.credits, profileId: users.profileId });
    if (!account) return { row: updated, events: [] };
    await tx.insert(creditLedger).values({
      userId: row.userId,
      delta: row.credits,
      reason: "purchase",
      paymentId: row.id,
      balanceAfter: account.credits,
    });
    if (row.discountCodeId !== null) {
      // Normally held since the order started; an order from before holds, or one whose hold lapsed, records it now.
      await tx
        .insert(discountRedemptions)
        .values({ codeId: row.discountCodeId, userId: row.userId, paymentId: row.id })
        .onConflictDoNothing();
    }
    const events = await appendEventsIn(
      tx,
      [
        {
          profileId: account.profileId,
          event: { type: "credits", credits: account.credits, paid_user: true },
        },
      ],
      now,
    );
    return { row: updated, events };
  });
}

/** Asks the provider about the payment and applies the answer (while it is not final). */
export async function refreshPayment(db: Db, provider: PaymentProvider, row: PaymentRow) {
  if (isFinal(row) || !row.providerPaymentId || row.provider !== provider.name) return { row, events: [] };
  return applyProviderPayment(db, row.id, await provider.getPayment(row.providerPaymentId));
}

export async function selectPaymentByProviderId(db: Db, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

/** One payment of the member's (another member's is not found). */
export async function selectOwnPayment(db: Db, userId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.publicId, publicId), eq(payments.userId, userId)));
  if (!row) throw new AppError(404, "NOT_FOUND", "This payment does not exist.");
  return row;
}

export async function listPayments(db: Db, userId: number, before?: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), before ? lt(payments.createdAt, new Date(before)) : undefined))
    .orderBy(desc(payments.createdAt))
    .limit(TRANSACTIONS_PAGE_SIZE);
  const last = rows.at(-1);
  return {
    payments: rows.map(toPayment),
    next_before: rows.length === TRANSACTIONS_PAGE_SIZE && last ? last.createdAt.toISOString() : null,
  };
}

/** The last completed order again, charged to its stored method (spec §2 /credits/repeat-order). */
export async function repeatOrder(
  db: Db,
  provider: PaymentProvider,
  site: Site,
  buyer: Buyer,
  urls: PaymentUrls,
) {
  const last = await selectLastOrder(db, buyer.userId);
  if (!last?.bundleId) throw new AppError(404, "NO_LAST_ORDER", "There is no earlier order to repeat.");
  const started = await startPayment(
    db,
    provider,
    site,
    buyer,
    { bundle: last.bundleId, method: last.method as PaymentMethod },
    urls,
    last.storedMethodId ?? undefined,
  );
  return started;
}
