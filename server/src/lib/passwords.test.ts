import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with scrypt at OWASP's cost and verifies", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stable", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("treats composed and decomposed unicode alike", async () => {
    const hash = await hashPassword("caf\u00e9");
    expect(await verifyPassword("cafe\u0301", hash)).toBe(true);
  });

  it("rejects malformed stored values", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});
