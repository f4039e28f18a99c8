/**
 * The signature of the mail provider's webhook (docs/mail-webhook.md): `X-Signature: t=<unix seconds>,
 * v1=<hex>`, the HMAC-SHA256 of `<t>.<raw body>` under the shared secret. The time is signed with the body,
 * so a captured delivery cannot be sent again later with a fresh time; within the window, the event ids
 * (mail_webhook_events) make a replay change nothing. Several v1 values may be given while a secret is
 * being rotated; one matching is enough.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-signature";
/** How far a delivery's time may be from ours, either way (clocks drift; retries are re-signed). */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

function hmacHex(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** The header value for a body (the provider's side; tests and the doc's example use it). */
export function signMailWebhook(secret: string, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  const t = String(nowSeconds);
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

export type SignatureCheck = "valid" | "malformed" | "stale" | "mismatch";

export function checkMailWebhookSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return "malformed";
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = parts.find(([name]) => name === "t")?.[1];
  const given = parts.filter(([name, value]) => name === "v1" && value).map(([, value]) => value as string);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || given.length === 0) return "malformed";
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) return "stale";
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), "hex");
  const matches = given.some((value) => {
    if (!/^[0-9a-f]{64}$/i.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, "hex"), expected);
  });
  return matches ? "valid" : "mismatch";
}
