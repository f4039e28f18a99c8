/** The tests' web push decryption reads RFC 8291's own example (Appendix A), so its checks mean something. */
import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptPushBody } from "./web-push-decrypt.ts";

describe("decryptPushBody", () => {
  it("decrypts the example message of RFC 8291, Appendix A", () => {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94", "base64url"));
    expect(ecdh.getPublicKey().toString("base64url")).toBe(
      "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    );
    const authSecret = Buffer.from("BTBZMqHH6r4Tts7J_aSIgg", "base64url");
    const body = Buffer.from(
      "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
      "base64url",
    );
    const keys = { p256dh: "", auth: "" };
    const plain = decryptPushBody(body, { ecdh, authSecret, keys });
    expect(plain.toString("utf8")).toBe("When I grow up, I want to be a watermelon");
    // A wrong auth secret cannot read it.
    expect(() => decryptPushBody(body, { ecdh, authSecret: Buffer.alloc(16), keys })).toThrow();
  });
});
