/**
 * The signed, single-purpose token of a decision mail's appeal link (issue 17): it names one site, one
 * report and the reported profile, until a date, and does nothing else: it shows that decision and takes
 * its one appeal, without logging anyone in, so a suspended or banned member can appeal too. HMAC-SHA256
 * with a key every node shares (lib/server-keys.ts), as the unsubscribe links: no row per mail, and a token
 * cannot be forged, prolonged or turned to another report or member.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { APPEAL_LINK_MONTHS } from "@amora/contract/reports";
import type { Db } from "../../db/client.ts";
import { sharedKey } from "../../lib/server-keys.ts";

/** The purpose is part of what is signed: a token made for anything else never verifies here. */
const PURPOSE = "report_appeal";

export interface AppealLinkClaim {
  siteId: number;
  reportId: number;
  profileId: number;
}

function appealKey(db: Db): Promise<string> {
  return sharedKey(db, "report_appeal_hmac", () => randomBytes(32).toString("base64url"));
}

function mac(key: string, body: string): string {
  return createHmac("sha256", key).update(`${PURPOSE}:${body}`).digest("base64url");
}

/** `<site>.<report>.<profile>.<expires, unix seconds>.<mac>` */
export async function signAppealToken(db: Db, claim: AppealLinkClaim, now = Date.now()): Promise<string> {
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + APPEAL_LINK_MONTHS);
  const expires = Math.floor(until.getTime() / 1000);
  const body = `${claim.siteId}.${claim.reportId}.${claim.profileId}.${expires}`;
  return `${body}.${mac(await appealKey(db), body)}`;
}

/** What a token names, or null when it is malformed, tampered with or expired. */
export async function verifyAppealToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<AppealLinkClaim | null> {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, site, report, profile, expires, given] = match as unknown as string[];
  const expected = mac(await appealKey(db), `${site}.${report}.${profile}.${expires}`);
  if (!timingSafeEqual(Buffer.from(given ?? ""), Buffer.from(expected))) return null;
  if (Number(expires) * 1000 <= now) return null;
  return { siteId: Number(site), reportId: Number(report), profileId: Number(profile) };
}
