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
  type PaymentMethod,
  TRANSACTIONS_PAGE_SIZE,
} from "@amora/contract/payments";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type {
  DirectDebitAccount,
  Money,
  PaymentProvider,
  ProviderPayment,
} from "../../lib/payments/payment-provider.ts";
import { type Addressed, appendEventsIn } from "../../lib/realtime/event-log.ts";
import type { Site } from "../sites/sites.service.ts";
import { assertWithinSpendingLimits } from "../spending-limits/spending-limits.service.ts";
import { currencyFor, selectBundle, selectBundles, toBundle } from "./bundles.ts";
import {
  checkDiscount,
  type DiscountMember,
  discountCents,
  discountUsed,
  releaseDiscount,
  reserveDiscount,
} from "./discounts.ts";
import { toPayment } from "./payment-view.ts";
import {
  blockDirectDebit,
  grantPurchase,
  hasPaidBefore,
  insertPayment,
  lockPayment,
  type PaymentRow,
  recordRedemption,
  saveProviderCustomer,
  selectBalance,
  selectBuyer,
  selectLastOrder,
  selectOwnPayment,
  selectPaymentByProviderId,
  selectPayments,
  updatePayment,
} from "./payments.queries.ts";

export type { PaymentRow };

/** What the payments need to know of the member. */
export interface Buyer extends DiscountMember {
  profileId: number;
  email: string;
  name: string;
  country: string;
  language: string;
  providerCustomerId: string | null;
}

export async function loadBuyer(db: Db, siteId: number, userId: number): Promise<Buyer | null> {
  return (await selectBuyer(db, siteId, userId)) ?? null;
}

/** The member's credits and whether they have paid, for the answers about a payment. */
export function loadBalance(db: Db, userId: number) {
  return selectBalance(db, userId);
}

/** Whether a completed payment is the member's first completed one (no paid payment completed before it). */
export async function isFirstPurchase(db: Db, row: PaymentRow): Promise<boolean> {
  if (row.status !== "paid" || !row.completedAt || row.userId === null) return false;
  return !(await hasPaidBefore(db, row.userId, row.completedAt));
}

function homeCountry(site: Site): string | undefined {
  return site.countries[0];
}

/** The currency the member's purchases are priced in on this site. */
export function purchaseCurrency(site: Site, buyer: Pick<Buyer, "country">): string {
  return currencyFor(buyer.country, homeCountry(site));
}

export async function creditsOffer(
  db: Db,
  provider: PaymentProvider,
  site: Site,
  buyer: Buyer,
): Promise<CreditsResponse> {
  const currency = purchaseCurrency(site, buyer);
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
  const currency = purchaseCurrency(site, buyer);
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
    // Before the provider hears of it, and under the member's limits lock until this payment is recorded.
    await assertWithinSpendingLimits(tx, buyer.userId, { cents: amount, currency });
    const inserted = await insertPayment(tx, {
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
    });
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
    await updatePayment(db, row.id, { status: "failed", updatedAt: new Date() });
    await releaseDiscount(db, row.id);
    // The provider's own words go to our log (as the error's cause), not into the member's answer.
    throw Object.assign(
      new AppError(502, "PAYMENT_PROVIDER_FAILED", "The payment could not be started. Please try again."),
      { cause: error },
    );
  }
  const linked = await updatePayment(db, row.id, { providerPaymentId: created.id, updatedAt: new Date() });
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
  if (id) await saveProviderCustomer(db, buyer.userId, id);
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
    const row = await lockPayment(tx, paymentId);
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    if (row.status === "paid" || reported.status === row.status) return { row, events: [] };
    const matches = reported.amount.cents === row.amountCents && reported.amount.currency === row.currency;
    if (reported.status === "paid" && !matches) {
      throw new Error(`payment ${row.publicId}: the provider reports another amount than we asked`);
    }
    const updated = await updatePayment(tx, row.id, {
      status: reported.status,
      updatedAt: now,
      storedMethodId: reported.storedMethodId ?? row.storedMethodId,
      ...(reported.status === "paid" ? { completedAt: now } : {}),
    });
    if (reported.status === "failed" || reported.status === "canceled" || reported.status === "expired") {
      // Not paid: the order's discount code is free for another order.
      await releaseDiscount(tx, row.id);
    }
    if (reported.status === "failed" && row.method === "sdd" && row.userId !== null) {
      // A bounced direct debit: no more direct debits for this member (decision 014).
      await blockDirectDebit(tx, row.userId, now);
    }
    if (!updated || reported.status !== "paid" || row.userId === null) {
      return { row: updated ?? row, events: [] };
    }
    const account = await grantPurchase(tx, { ...row, userId: row.userId });
    if (!account) return { row: updated, events: [] };
    if (row.discountCodeId !== null) {
      // Normally held since the order started; an order from before holds, or one whose hold lapsed, records it now.
      await recordRedemption(tx, row.discountCodeId, row.userId, row.id);
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

/** The payment a provider's webhook names, if it is one of ours. */
export function findProviderPayment(db: Db, provider: string, providerPaymentId: string) {
  return selectPaymentByProviderId(db, provider, providerPaymentId);
}

/** One payment of the member's (another member's is not found). */
export async function ownPayment(db: Db, userId: number, publicId: string): Promise<PaymentRow> {
  const row = await selectOwnPayment(db, userId, publicId);
  if (!row) throw new AppError(404, "NOT_FOUND", "This payment does not exist.");
  return row;
}

export async function listPayments(db: Db, userId: number, before?: string) {
  const rows = await selectPayments(
    db,
    userId,
    TRANSACTIONS_PAGE_SIZE,
    before ? new Date(before) : undefined,
  );
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
