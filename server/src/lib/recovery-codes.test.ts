import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes, secondFactorKind } from "./recovery-codes.ts";

describe("recovery codes", () => {
  it("are distinct, printed as xxxxx-xxxxx, and match however they are typed", () => {
    const codes = newRecoveryCodes(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [code = ""] = codes;
    expect(hashRecoveryCode(` ${code.toUpperCase().replace("-", " ")}`)).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).not.toContain(code);
  });

  it("six digits are an authenticator's code, anything else a recovery code", () => {
    expect(secondFactorKind("123456")).toBe("totp");
    expect(secondFactorKind("12345")).toBe("recovery");
    expect(secondFactorKind("abcde-fghij")).toBe("recovery");
  });
});
