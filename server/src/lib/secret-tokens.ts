/** Random tokens for cookies and mailed links; only their SHA-256 is stored, so a database leak opens nothing. */
import { createHash, randomBytes } from "node:crypto";

export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
