/**
 * One-time codes for the SMS step of a direct-debit payment: six digits, valid ten minutes, five wrong tries.
 *
 * Only a keyed hash is stored. A plain SHA-256 (as lib/secret-tokens.ts does for 256-bit tokens) would not do:
 * there are a million six-digit codes, so anyone reading the table would hash them all in a second. HMAC-SHA256
 * with a key the database does not hold (OTP_SECRET) leaves a leaked row worthless; the random salt keeps two
 * members' equal codes from having equal hashes.
 *
 * The caller stores { hash, expiresAt, attempts: 0 } and sends the code; on each try it first claims the try
 * (`set attempts = attempts + 1 where attempts < 5 returning attempts`: no row, no try), then calls checkOtp
 * with the attempts before its own, and deletes the code on "ok": a code works once. Counting before
 * comparing is what stops parallel guesses: reading the count and adding to it afterwards would let every
 * request of a burst see the same stale count, the right code among them.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const OTP_TTL_MS = 10 * 60_000;
/** Failed tries a code survives; with five, a guesser's chance is 5 in a million per code sent. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_DIGITS = 6;

export type OtpCheck = "ok" | "invalid" | "expired" | "too_many_attempts";

export interface StoredOtp {
  /** What newOtp answered as hash: "<salt>.<mac>". */
  hash: string;
  expiresAt: Date;
  /** Failed tries already made. */
  attempts: number;
}

const SALT_BYTES = 16;
const CODE = new RegExp(`^\\d{${OTP_DIGITS}}$`);

function mac(salt: string, code: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${salt}:${code}`).digest();
}

/** The stored form of a code, with a fresh salt. */
export function hashOtp(code: string, secret: string): string {
  const salt = randomBytes(SALT_BYTES).toString("base64url");
  return `${salt}.${mac(salt, code, secret).toString("base64url")}`;
}

/** A new code (to send; never to store), its hash and when it expires. */
export function newOtp(
  secret: string,
  now: Date = new Date(),
): { code: string; hash: string; expiresAt: Date } {
  // randomInt draws uniformly (no modulo bias) from the CSPRNG; leading zeros are kept, "004217" is a code.
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, "0");
  return { code, hash: hashOtp(code, secret), expiresAt: new Date(now.getTime() + OTP_TTL_MS) };
}

/**
 * Checks a typed code against the stored one; pure, the caller records the outcome. The code is dead from
 * `expiresAt` on (valid while now < expiresAt, as sessions and account tokens are), and once OTP_MAX_ATTEMPTS
 * tries have failed, whatever is typed next, the right code included. Comparisons fail closed: an invalid date
 * or attempt count refuses the code.
 */
export function checkOtp(stored: StoredOtp, input: string, now: Date, secret: string): OtpCheck {
  if (!(now.getTime() < stored.expiresAt.getTime())) return "expired";
  if (!(stored.attempts < OTP_MAX_ATTEMPTS)) return "too_many_attempts";
  // Spaces around a pasted code are forgiven; anything but six ASCII digits is a wrong code.
  const code = typeof input === "string" && input.length <= 64 ? input.trim() : "";
  if (!CODE.test(code)) return "invalid";
  const [salt, expected] = stored.hash.split(".");
  if (!salt || !expected) return "invalid";
  const actual = mac(salt, code, secret);
  const expectedMac = Buffer.from(expected, "base64url");
  // timingSafeEqual throws on unequal lengths; a stored hash of another length is simply not this code's.
  return expectedMac.length === actual.length && timingSafeEqual(actual, expectedMac) ? "ok" : "invalid";
}
