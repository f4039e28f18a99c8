import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { checkOtp, hashOtp, newOtp, OTP_MAX_ATTEMPTS, OTP_TTL_MS, type StoredOtp } from "./otp.ts";

const SECRET = "a-test-secret-of-at-least-32-characters";
const SENT_AT = new Date("2026-06-20T10:00:00.000Z");

function sent(code = "428193", attempts = 0): StoredOtp {
  return { hash: hashOtp(code, SECRET), expiresAt: new Date(SENT_AT.getTime() + OTP_TTL_MS), attempts };
}

const later = (ms: number) => new Date(SENT_AT.getTime() + ms);

describe("newOtp", () => {
  it("answers a six-digit code, its hash and an expiry ten minutes out", () => {
    const otp = newOtp(SECRET, SENT_AT);
    expect(otp.code).toMatch(/^\d{6}$/);
    expect(otp.expiresAt).toEqual(new Date("2026-06-20T10:10:00.000Z"));
    expect(
      checkOtp({ hash: otp.hash, expiresAt: otp.expiresAt, attempts: 0 }, otp.code, SENT_AT, SECRET),
    ).toBe("ok");
  });

  it("keeps the code out of its hash, which a plain SHA-256 would not", () => {
    const { code, hash } = newOtp(SECRET);
    expect(hash).not.toContain(code);
    const sha256 = createHash("sha256").update(code).digest();
    expect(hash).not.toContain(sha256.toString("base64url"));
    expect(hash).not.toContain(sha256.toString("hex"));
  });

  it("hashes the same code differently each time (salted)", () => {
    expect(hashOtp("123456", SECRET)).not.toBe(hashOtp("123456", SECRET));
  });

  it("draws codes across the whole range, leading zeros included", () => {
    const codes = Array.from({ length: 2_000 }, () => newOtp(SECRET).code);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1_990);
    // About 10% start with 0: 200 expected, far more than 100 unless padding is missing.
    expect(codes.filter((code) => code.startsWith("0")).length).toBeGreaterThan(100);
  });
});

describe("checkOtp", () => {
  it("accepts the right code", () => {
    expect(checkOtp(sent("428193"), "428193", later(60_000), SECRET)).toBe("ok");
  });

  it("accepts a code with leading zeros", () => {
    expect(checkOtp(sent("004217"), "004217", later(0), SECRET)).toBe("ok");
    expect(checkOtp(sent("004217"), "4217", later(0), SECRET)).toBe("invalid");
  });

  it("refuses a wrong code", () => {
    expect(checkOtp(sent("428193"), "428194", later(60_000), SECRET)).toBe("invalid");
    expect(checkOtp(sent("428193"), "000000", later(60_000), SECRET)).toBe("invalid");
  });

  it("refuses the right code hashed under another key", () => {
    expect(checkOtp(sent("428193"), "428193", later(0), "another-secret-of-at-least-32-chars")).toBe(
      "invalid",
    );
  });

  it("forgives whitespace around the code, not inside it", () => {
    expect(checkOtp(sent("428193"), " 428193 ", later(0), SECRET)).toBe("ok");
    expect(checkOtp(sent("428193"), "\t428193\n", later(0), SECRET)).toBe("ok");
    expect(checkOtp(sent("428193"), "428 193", later(0), SECRET)).toBe("invalid");
  });

  it.each([
    ["letters", "42819a"],
    ["a sign", "+428193"],
    ["a decimal point", "42819.3"],
    ["five digits", "42819"],
    ["seven digits", "4281930"],
    ["nothing", ""],
    ["full-width digits", "４２８１９３"],
    ["Arabic-Indic digits", "٤٢٨١٩٣"],
    ["10,000 characters", "4".repeat(10_000)],
    ["the right code padded with 10,000 spaces", `428193${" ".repeat(10_000)}`],
  ])("refuses %s", (_, input) => {
    expect(checkOtp(sent("428193"), input, later(0), SECRET)).toBe("invalid");
  });

  it("refuses what is not a string", () => {
    expect(checkOtp(sent("428193"), 428193 as unknown as string, later(0), SECRET)).toBe("invalid");
  });

  it("treats the code as expired from expiresAt on: valid 1 ms before, expired at the instant itself", () => {
    // The code lives [sent, sent + 10 min): exactly OTP_TTL_MS long, and expired when now reaches expiresAt,
    // as the sessions' and account tokens' `expires_at > now()` checks do.
    expect(checkOtp(sent("428193"), "428193", later(OTP_TTL_MS - 1), SECRET)).toBe("ok");
    expect(checkOtp(sent("428193"), "428193", later(OTP_TTL_MS), SECRET)).toBe("expired");
    expect(checkOtp(sent("428193"), "428193", later(OTP_TTL_MS + 1), SECRET)).toBe("expired");
  });

  it("says expired before it looks at the code", () => {
    expect(checkOtp(sent("428193"), "000000", later(OTP_TTL_MS), SECRET)).toBe("expired");
  });

  it("takes the right code after four failed tries, refuses it after five", () => {
    expect(OTP_MAX_ATTEMPTS).toBe(5);
    expect(checkOtp(sent("428193", 4), "428193", later(0), SECRET)).toBe("ok");
    expect(checkOtp(sent("428193", 5), "428193", later(0), SECRET)).toBe("too_many_attempts");
    expect(checkOtp(sent("428193", 6), "000000", later(0), SECRET)).toBe("too_many_attempts");
  });

  it("allows exactly five failed tries when the caller counts them", () => {
    let stored = sent("428193");
    const answers = [];
    for (const guess of ["111111", "222222", "333333", "444444", "555555", "428193"]) {
      const answer = checkOtp(stored, guess, later(0), SECRET);
      answers.push(answer);
      if (answer === "invalid") stored = { ...stored, attempts: stored.attempts + 1 };
    }
    expect(answers).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid", "too_many_attempts"]);
  });

  it("fails closed on an invalid date, attempt count or stored hash", () => {
    const stored = sent("428193");
    expect(checkOtp(stored, "428193", new Date(Number.NaN), SECRET)).toBe("expired");
    expect(checkOtp({ ...stored, expiresAt: new Date(Number.NaN) }, "428193", later(0), SECRET)).toBe(
      "expired",
    );
    expect(checkOtp({ ...stored, attempts: Number.NaN }, "428193", later(0), SECRET)).toBe(
      "too_many_attempts",
    );
    for (const hash of ["", "no-dot", ".", "salt.", `${stored.hash}x`, stored.hash.slice(0, -2)]) {
      expect(checkOtp({ ...stored, hash }, "428193", later(0), SECRET)).toBe("invalid");
    }
  });
});

describe("OTP_SECRET", () => {
  it("is the key when set, and a random one per load when not", () => {
    expect(loadConfig({ OTP_SECRET: SECRET }).otpSecret).toBe(SECRET);
    const drawn = loadConfig({}).otpSecret;
    expect(drawn.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).otpSecret).not.toBe(drawn);
  });

  it("fails naming OTP_SECRET when it is too short, without printing it", () => {
    expect(() => loadConfig({ OTP_SECRET: "hunter2" })).toThrow(/OTP_SECRET=<hidden>: /);
    expect(() => loadConfig({ OTP_SECRET: "hunter2" })).not.toThrow(/hunter2/);
  });
});
