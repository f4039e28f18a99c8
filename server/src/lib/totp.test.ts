import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from "./totp.ts";

/** RFC 6238 appendix B: the seeds, and the 8-digit codes at each time for SHA-1, SHA-256 and SHA-512. */
const SEEDS = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
};
const VECTORS: [number, string, string, string][] = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("at %i s gives the RFC's codes", (seconds, sha1, sha256, sha512) => {
    const step = totpStep(seconds * 1000);
    expect(hotp(SEEDS.sha1, step, { digits: 8 })).toBe(sha1);
    expect(hotp(SEEDS.sha256, step, { digits: 8, algorithm: "sha256" })).toBe(sha256);
    expect(hotp(SEEDS.sha512, step, { digits: 8, algorithm: "sha512" })).toBe(sha512);
  });

  it("gives the 6-digit SHA-1 code of a base32 secret (the RFC seed's last six digits)", () => {
    const secret = base32Encode(SEEDS.sha1);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(totpCode(secret, 59_000)).toBe("287082");
    expect(totpCode(secret, 1111111109_000)).toBe("081804");
  });

  it("accepts the step before and after, no further, and tells which step matched", () => {
    const secret = base32Encode(SEEDS.sha1);
    const at = 1234567890_000;
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at - 30_000), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at + 30_000), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at - 60_000), at)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at + 60_000), at)).toBeNull();
    expect(matchTotp(secret, "12345", at)).toBeNull();
    expect(matchTotp(secret, "abcdef", at)).toBeNull();
  });

  it("round-trips base32, leniently on case, spaces and padding", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Decode("mzxw 6ytb oi======").toString()).toBe("foobar");
    expect(() => base32Decode("A1")).toThrow(/not base32/);
  });

  it("writes the otpauth URI authenticator apps read", () => {
    expect(otpauthUri("JBSWY3DPEHPK3PXP", "ann@amora.test", "Amora admin")).toBe(
      "otpauth://totp/Amora%20admin:ann%40amora.test?secret=JBSWY3DPEHPK3PXP&issuer=Amora+admin&algorithm=SHA1&digits=6&period=30",
    );
  });
});
