/**
 * The company's delete_discount (spec §3 company info; issue 17): a member on their way to deleting the
 * account is offered, once, that percentage off their next credit purchase. Taking it keeps the account and
 * gives them a discount code of their own (once, valid DELETE_OFFER_DAYS days), which the payment flow
 * applies like any code; declining leads on to the deletion. A company with delete_discount 0 offers nothing.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { Site } from "../sites/sites.service.ts";
import { loadCompanyInfo } from "../sites/sites.service.ts";
import type { UserRow } from "./accounts.queries.ts";
import { insertPersonalDiscountCode, markDeleteOfferAnswered } from "./delete-offer.queries.ts";

/** How long the code of a taken offer works. */
export const DELETE_OFFER_DAYS = 30;
const DAY = 86_400_000;
/** Letters and digits that cannot be mistaken for one another when typed from an e-mail. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export interface DeleteOffer {
  percentage: number;
}

export interface TakenOffer {
  code: string;
  percentage: number;
  expires_at: string;
}

/** The offer this member may still see, or null (none configured, or already answered). */
export async function deleteOfferFor(db: Db, site: Site, user: UserRow): Promise<DeleteOffer | null> {
  if (user.deleteOfferAnsweredAt) return null;
  const { delete_discount: percentage } = await loadCompanyInfo(db, site);
  return percentage > 0 ? { percentage } : null;
}

function newCode(percentage: number): string {
  const letters = [...randomBytes(8)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
  return `STAY${percentage}-${letters}`;
}

/**
 * Answers the offer: taken, the member's code; declined (or answered before, or none on offer), null. Only
 * the first answer counts.
 */
export async function answerDeleteOffer(
  db: Db,
  site: Site,
  user: UserRow,
  accept: boolean,
  now = new Date(),
): Promise<TakenOffer | null> {
  const offer = await deleteOfferFor(db, site, user);
  if (!offer) return null;
  return db.transaction(async (tx) => {
    if (!(await markDeleteOfferAnswered(tx, user.id, now))) return null;
    if (!accept) return null;
    const expiresAt = new Date(now.getTime() + DELETE_OFFER_DAYS * DAY);
    const code = newCode(offer.percentage);
    await insertPersonalDiscountCode(tx, {
      code,
      siteId: site.id,
      userId: user.id,
      percentage: offer.percentage,
      expiresAt,
    });
    return { code, percentage: offer.percentage, expires_at: expiresAt.toISOString() };
  });
}
