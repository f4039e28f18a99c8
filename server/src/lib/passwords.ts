/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB, ~0.2 s here).
 * The parameters travel in the stored string, so raising them later still verifies old hashes. At most
 * HASH_CONCURRENCY hashes run at once (decision 017).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/**
 * Hashes running at once. scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), the pool
 * file reads use too: a burst of logins that took every thread would stall every photo for seconds. Half the
 * pool leaves the other half to the files, and bounds the memory to 128 MiB per running hash. The rest wait
 * in line; the logins' rate limits and lockouts refuse a flood before it reaches the line.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2));

let running = 0;
let completed = 0;
const waiting: (() => void)[] = [];

/** Hashes running, waiting and completed since start (tests; a gauge for operators). */
export function passwordHashing(): { running: number; waiting: number; completed: number } {
  return { running, waiting: waiting.length, completed };
}

async function inLine<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_CONCURRENCY) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    completed += 1;
    // The slot goes straight to the next in line, so `running` never drops below the line's demand.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(
  password: string,
  salt: Buffer,
  options: { N: number; r: number; p: number },
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's cost.
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return inLine(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFC"), salt, KEY_LENGTH, scryptOptions, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs what a real check costs, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}
