/**
 * The signed, single-purpose token of an unsubscribe link (RFC 8058 one-click, and the mail's footer link):
 * it names one member and one notification type, and does nothing else: it switches that type's mail off
 * without logging anyone in. HMAC-SHA256 with a key every node shares (lib/server-keys.ts), so no row per
 * mail is needed and a token cannot be forged or turned to another member or type.
 */

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_TYPES, type NotificationType } from "@amora/contract/accounts";
import type { Db } from "../../db/client.ts";
import { sharedKey } from "../../lib/server-keys.ts";

/** The purpose is part of what is signed: a token made for anything else never verifies here. */
const PURPOSE = "unsubscribe";

export function unsubscribeKey(db: Db): Promise<string> {
  return sharedKey(db, "unsubscribe_hmac", () => randomBytes(32).toString("base64url"));
}

function mac(key: string, body: string): string {
  return createHmac("sha256", key).update(`${PURPOSE}:${body}`).digest("base64url");
}

/**
 * What a token switches off: one notification type (the footer link and List-Unsubscribe of a mail of that
 * type), or `all` notification mail (the daily digest, which gathers several types).
 */
export type UnsubscribeScope = NotificationType | "all";

/** `<userId>.<scope>.<mac>` */
export function signUnsubscribeToken(key: string, userId: number, type: UnsubscribeScope): string {
  const body = `${userId}.${type}`;
  return `${body}.${mac(key, body)}`;
}

export function verifyUnsubscribeToken(
  key: string,
  token: string,
): { userId: number; type: UnsubscribeScope } | null {
  const match = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, type, given] = match as unknown as [string, string, string, string];
  const expected = mac(key, `${id}.${type}`);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  if (type !== "all" && !(NOTIFICATION_TYPES as readonly string[]).includes(type)) return null;
  return { userId: Number(id), type: type as UnsubscribeScope };
}

/** Where the links point: the page that confirms (footer) and the one-click POST (List-Unsubscribe). */
export function unsubscribeUrls(origin: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${origin}/unsubscribe?${query}`, oneClick: `${origin}/api/unsubscribe.php?${query}` };
}
