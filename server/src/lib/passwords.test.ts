import { describe, expect, it } from "vitest";
import { HASH_CONCURRENCY, hashPassword, passwordHashing, verifyPassword } from "./passwords.ts";

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

  it("runs at most half the thread pool's hashes at once; the rest wait in line", async () => {
    expect(HASH_CONCURRENCY).toBe(Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2)));
    // A cheap stored hash (N=1024) keeps the test fast; the line is the same at any cost.
    const cheap = `scrypt$1024$8$1$${Buffer.from("salt").toString("base64url")}$${Buffer.alloc(64).toString("base64url")}`;
    const before = passwordHashing().completed;
    const checks = Array.from({ length: 10 }, () => verifyPassword("guess", cheap));
    expect(passwordHashing()).toMatchObject({ running: HASH_CONCURRENCY, waiting: 10 - HASH_CONCURRENCY });
    expect(await Promise.all(checks)).toEqual(Array(10).fill(false));
    expect(passwordHashing()).toEqual({ running: 0, waiting: 0, completed: before + 10 });
  });

  it("rejects malformed stored values", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});
