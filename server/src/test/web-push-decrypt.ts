/**
 * The browser's side of web push, for tests: a subscription's key pair and auth secret, and the decryption
 * of what a push service hands the browser (RFC 8291 message encryption over RFC 8188 aes128gcm), written
 * from the RFCs rather than with web-push's own code, so a test proves the server's messages readable.
 */
import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from "node:crypto";

export interface BrowserSubscriptionKeys {
  /** The browser's key pair (the user agent's "ua" keys of RFC 8291). */
  ecdh: ECDH;
  /** 16 random bytes shared with the server only. */
  authSecret: Buffer;
  /** As PushSubscription.toJSON() writes them (base64url). */
  keys: { p256dh: string; auth: string };
}

export function newBrowserKeys(): BrowserSubscriptionKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

const TAG_LENGTH = 16;

/**
 * Decrypts an `aes128gcm` body: header salt(16) | rs(4) | idlen(1) | keyid (the sender's public key), then
 * records of rs bytes, each AES-128-GCM with the nonce XORed with its sequence number and ending in its
 * padding delimiter (0x01, or 0x02 for the last) and zero padding.
 */
export function decryptPushBody(body: Buffer, browser: BrowserSubscriptionKeys): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not the server's P-256 public key`);

  // RFC 8291 §3.3-3.4: the input keying material from the ECDH secret and the auth secret.
  const ecdhSecret = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(browser.authSecret, ecdhSecret, keyInfo, 32);
  // RFC 8188 §2.2-2.3: the content encryption key and the nonce base.
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonceBase = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);

  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += rs, seq++) {
    const record = records.subarray(offset, offset + rs);
    const nonce = Buffer.from(nonceBase);
    // The sequence number is XORed into the nonce's low end (within 32 bits here: JavaScript's ^ is 32-bit).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
    const plain = Buffer.concat([
      decipher.update(record.subarray(0, record.length - TAG_LENGTH)),
      decipher.final(),
    ]);
    const last = offset + rs >= records.length;
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== (last ? 2 : 1)) throw new Error(`record ${seq} has no padding delimiter`);
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}
