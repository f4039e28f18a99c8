/**
 * One-time recovery codes for a second factor (staff sign-in, members' two-step sign-in): shown once, stored
 * as hashes only, each good for one use when the authenticator is lost.
 */
import { randomBytes } from "node:crypto";
import { hashSecretToken } from "./secret-tokens.ts";
import { base32Encode } from "./totp.ts";

/** What a typed code is taken for: six digits are an authenticator's code, anything else a recovery code. */
export function secondFactorKind(code: string): "totp" | "recovery" {
  return /^\d{6}$/.test(code) ? "totp" : "recovery";
}

/** Compared by hash, whatever the case, spaces or dashes a code is typed with. */
export function hashRecoveryCode(code: string): string {
  return hashSecretToken(code.toLowerCase().replace(/[\s-]/g, ""));
}

/** `count` new codes, 50 random bits each, as `xxxxx-xxxxx`. */
export function newRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}
