/**
 * Discount codes (spec §3, §5, §7, §9): whether a code applies to this member and order, and what it takes
 * off. TIMEBONUS25 (kind "welcome") is valid for a member who has not paid yet, within 4 hours of signing
 * up, once; other codes carry their own country, currency, minimum order, methods, expiry and validity.
 * A code is reserved when an order is started with it and freed if that order does not get paid
 * (decision 017), so one paid order at most carries it.
 */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import type { ErrorCode } from "@amora/contract/errors";
import type { Discount, PaymentMethod } from "@amora/contract/payments";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  type DiscountRow,
  deleteLapsedHolds,
  deleteRedemptionOf,
  insertRedemption,
  isHeld,
  lockCode,
  selectCode,
} from "./discounts.queries.ts";

export type { DiscountRow };

export interface DiscountMember {
  userId: number;
  paidUser: boolean;
  signupDate: Date;
}

export interface DiscountOrder {
  priceCents: number;
  currency: string;
  country: string;
  method?: PaymentMethod | undefined;
}

/** When the member's welcome discount ends: 14,400 s after signing up (at that second it has ended). */
export function welcomeEndsAt(signupDate: Date): Date {
  return new Date(signupDate.getTime() + WELCOME_DISCOUNT.validSeconds * 1000);
}

/** The amount a percentage takes off a price, in minor units, rounded half up. */
export function discountCents(priceCents: number, percentage: number): number {
  return Math.floor((priceCents * percentage + 50) / 100);
}

function refused(status: number, code: ErrorCode, message: string, params?: Record<string, string | number>) {
  return new AppError(status, code, message, params ? { params } : undefined);
}

/**
 * How long an order the member has not finished paying (`open`) holds its code. Past it the code is free
 * again, as it is at once when the order fails, is cancelled or expires; a `pending` order (money on its
 * way, e.g. a direct debit being collected) and a paid one hold it for good.
 */
export const DISCOUNT_HOLD_MINUTES = 60;

/** Open orders created after this still hold their code. */
function holdStart(now: Date): Date {
  return new Date(now.getTime() - DISCOUNT_HOLD_MINUTES * 60_000);
}

/**
 * Reserves the code for an order, inside the transaction that writes the order: at most one order of the
 * member (of anyone, for a single-use code) holds it at a time, so parallel orders cannot all carry it.
 * Holds that no longer hold are cleared first. The unique (code, member) index decides between parallel
 * orders of one member; a single-use code's row lock serialises all members. Answers false when the code
 * is held or used.
 */
export async function reserveDiscount(
  tx: Db,
  row: DiscountRow,
  userId: number,
  paymentId: number,
  now = new Date(),
): Promise<boolean> {
  if (row.validity === "single_use") await lockCode(tx, row.id);
  await deleteLapsedHolds(tx, row, userId, holdStart(now));
  if (row.validity === "single_use" && (await isHeld(tx, row, userId, holdStart(now)))) return false;
  return insertRedemption(tx, row.id, userId, paymentId);
}

/** Frees the code an order held, when the order failed, was cancelled or expired (a paid order keeps it). */
export async function releaseDiscount(db: Db, paymentId: number): Promise<void> {
  await deleteRedemptionOf(db, paymentId);
}

export function discountUsed(): AppError {
  return refused(403, "DISCOUNT_USED", "Code already used");
}

/** The code's end for this member: its own expiry, or the welcome window. */
function endsAt(row: DiscountRow, member: DiscountMember): Date | null {
  return row.kind === "welcome" ? welcomeEndsAt(member.signupDate) : row.expiresAt;
}

/**
 * The code if it applies to this member and order; otherwise the error the member is shown (spec §5's
 * 'Code not found' and 'Code already used', and the country, currency, minimum and method rules).
 * Without an order only the member-side rules are checked (the code entry before a bundle is chosen).
 */
export async function checkDiscount(
  db: Db,
  siteId: number,
  member: DiscountMember,
  code: string,
  order: DiscountOrder | null,
  now = new Date(),
): Promise<DiscountRow> {
  const row = code.trim() === "" ? undefined : await selectCode(db, siteId, member.userId, code);
  if (!row) throw refused(404, "DISCOUNT_NOT_FOUND", "Code not found");
  if (row.kind === "welcome" && member.paidUser) {
    throw refused(403, "DISCOUNT_FIRST_ORDER", "This code is for a first purchase only.");
  }
  const end = endsAt(row, member);
  if (end && end.getTime() <= now.getTime()) throw refused(403, "DISCOUNT_EXPIRED", "This code has expired.");
  if (await isHeld(db, row, member.userId, holdStart(now))) throw discountUsed();
  if (!order) return row;
  if ((row.country && row.country !== order.country) || (row.currency && row.currency !== order.currency)) {
    throw refused(403, "DISCOUNT_COUNTRY", "This code is not valid in your country.");
  }
  if (row.minimumOrderCents !== null && order.priceCents < row.minimumOrderCents) {
    throw refused(403, "DISCOUNT_MINIMUM_ORDER", "This code needs a larger order.", {
      min_cents: row.minimumOrderCents,
      currency: row.currency ?? order.currency,
    });
  }
  if (order.method && row.paymentMethods && !row.paymentMethods.includes(order.method)) {
    throw refused(403, "DISCOUNT_METHOD", "This code is not valid with this payment method.");
  }
  return row;
}

export function toDiscount(row: DiscountRow, member: DiscountMember): Discount {
  return {
    code: row.code,
    percentage: row.percentage,
    currency: row.currency,
    minimum_order_cents: row.minimumOrderCents,
    country: row.country,
    payment_methods: (row.paymentMethods as PaymentMethod[] | null) ?? null,
    expires_at: endsAt(row, member)?.toISOString() ?? null,
  };
}

/** The member's welcome code while it runs and is unused (GET /api/discountcode.php?welcome=true). */
export async function welcomeDiscount(db: Db, siteId: number, member: DiscountMember, now = new Date()) {
  return checkDiscount(db, siteId, member, WELCOME_DISCOUNT.code, null, now);
}
