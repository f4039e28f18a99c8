/**
 * Discount codes (spec §3, §5, §7, §9): whether a code applies to this member and order, and what it takes
 * off. TIMEBONUS25 (kind "welcome") is valid for a member who has not paid yet, within 4 hours of signing
 * up, once; other codes carry their own country, currency, minimum order, methods, expiry and validity.
 */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import type { ErrorCode } from "@amora/contract/errors";
import type { Discount, PaymentMethod } from "@amora/contract/payments";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { discountCodes, discountRedemptions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export type DiscountRow = typeof discountCodes.$inferSelect;

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

/** The code as this member may see it (another member's personal code or another site's is not found). */
async function findCode(db: Db, siteId: number, userId: number, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(sql`upper(${discountCodes.code})`, code.trim().toUpperCase()),
        eq(discountCodes.status, "active"),
        or(isNull(discountCodes.siteId), eq(discountCodes.siteId, siteId)),
        or(isNull(discountCodes.userId), eq(discountCodes.userId, userId)),
      ),
    );
  return row;
}

async function isUsed(db: Db, row: DiscountRow, userId: number): Promise<boolean> {
  const [used] = await db
    .select({ one: sql`1` })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.codeId, row.id),
        row.validity === "single_use" ? undefined : eq(discountRedemptions.userId, userId),
      ),
    )
    .limit(1);
  return used !== undefined;
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
  const row = code.trim() === "" ? undefined : await findCode(db, siteId, member.userId, code);
  if (!row) throw refused(404, "DISCOUNT_NOT_FOUND", "Code not found");
  if (row.kind === "welcome" && member.paidUser) {
    throw refused(403, "DISCOUNT_FIRST_ORDER", "This code is for a first purchase only.");
  }
  const end = endsAt(row, member);
  if (end && end.getTime() <= now.getTime()) throw refused(403, "DISCOUNT_EXPIRED", "This code has expired.");
  if (await isUsed(db, row, member.userId)) throw refused(403, "DISCOUNT_USED", "Code already used");
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
