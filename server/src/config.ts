/** The process configuration, read from the environment once; a bad value stops the boot with the variable's name. */
import { createECDH, randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import { EVENT_DELAY_MS } from "./features/notifications/notification-rules.ts";

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    })
    .optional();
const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));

/** One proxy address or network: `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`. */
function isAddressOrNetwork(text: string): boolean {
  const [address = "", prefix, ...rest] = text.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: false (no proxy), a number of proxy hops, or the proxies' addresses and networks.
 * `true` is one hop, never "every X-Forwarded-For entry", which the client could write itself (decision 019).
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (["false", "0", "no"].includes(text)) return false;
  if (["true", "yes"].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(",").map((item) => item.trim());
  if (list.every(isAddressOrNetwork)) return list;
  ctx.addIssue({
    code: "custom",
    message:
      "must be false, true (one proxy), a number of proxy hops, or proxy addresses/CIDRs separated by commas",
  });
  return z.NEVER;
});

/** A base64url text (unpadded, as web push writes keys) of exactly `length` bytes. */
function base64UrlBytes(length: number, what: string) {
  return z
    .string()
    .refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, "base64url").length === length, {
      message: `must be ${what}: ${length} bytes in base64url`,
    });
}

/** Whether the private key is the public key's other half (a pasted mix-up would fail every push). */
function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, "base64url"));
  } catch {
    return false; // not a valid P-256 private key at all
  }
}

/** The longest a request may take to arrive, headers and body; Node's 408 after that (decision 019). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 180_000;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  /** Prepended to this install's Redis keys (rate limits), so installs can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default("amora:"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.string().min(3).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Trust X-Forwarded-* from a proxy in front (needed for the visitor's IP and HTTPS detection). */
  TRUST_PROXY: trustProxy.default(false),
  /** How long a client may take to send a whole request (slow bodies are cut off after it). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(DEFAULT_REQUEST_TIMEOUT_MS),
  /** Seed the demo data when the database is empty; by default only in development (refused in production). */
  SEED_DEMO: flag.optional(),
  /** How many demo profiles the first start seeds. */
  SEED_PROFILES: z.coerce.number().int().min(0).max(2_000_000).default(2_000),
  /** Where the built web app lives. */
  WEB_DIST: z.string().min(1).default("web/dist"),
  /** The web app's server-rendering build (`vite build --ssr`); logged-out pages are sent as the shell without it. */
  WEB_SERVER_DIST: z.string().min(1).default("web/dist-server"),
  /** Photos go to this S3 bucket (or an S3-compatible store) instead of DATA_DIR/media when set. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** An S3-compatible endpoint (MinIO, R2, …); AWS's own when unset. */
  S3_ENDPOINT: optionalUrl(["http", "https"]),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket as a path (endpoint/bucket/key) instead of a host name, as MinIO needs. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /**
   * Who takes payments: the built-in sandbox checkout (the default outside production) or Mollie (needs
   * MOLLIE_API_KEY). Production has no default: the sandbox hands out credits for nothing.
   */
  PAYMENT_PROVIDER: z.enum(["sandbox", "mollie"]).optional(),
  /** A staging site's explicit opt-in to the free sandbox checkout under NODE_ENV=production. */
  UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION: flag.default(false),
  MOLLIE_API_KEY: z.string().min(1).optional(),
  /** Keys the hashes of SMS codes (lib/otp.ts); random per process when unset. */
  OTP_SECRET: z.string().min(32).optional(),
  /**
   * The shared secret the mail provider signs its bounce and complaint webhook with (docs/mail-webhook.md);
   * without it POST /api/mail-events.php accepts nothing.
   */
  MAIL_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * The dev mailbox (every queued mail, reset links included) and the OpenAPI document: `loopback` (the
   * default outside production) answers only requests from this machine that came through no proxy,
   * `network` answers anyone, `off` (production's default) registers nothing.
   */
  DEV_TOOLS: z.enum(["off", "loopback", "network"]).optional(),
  /** The explicit opt-in to DEV_TOOLS other than `off` under NODE_ENV=production. */
  UNSAFE_DEV_TOOLS_IN_PRODUCTION: flag.default(false),
  /** Serve Prometheus metrics at /metrics on this port (a separate listener, never the public one). */
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default("0.0.0.0"),
  /**
   * Web push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it): both or neither.
   * Without them the first node generates a pair and stores it for every node (features/notifications).
   */
  VAPID_PUBLIC_KEY: base64UrlBytes(65, "an uncompressed P-256 public key").optional(),
  VAPID_PRIVATE_KEY: base64UrlBytes(32, "a P-256 private key").optional(),
  /** Who the push services may contact about this sender: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .url()
    .refine((value) => /^(mailto:[^@\s]+@[^@\s]+|https:\/\/.+)$/.test(value), {
      message: "must be a mailto: address or an https:// URL",
    })
    .optional(),
  /**
   * How long a message or like waits before it may notify (features/notifications EVENT_DELAY_MS by default):
   * a member on the site sees it live meanwhile. Journeys shorten it to a second.
   */
  NOTIFICATION_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(EVENT_DELAY_MS),
});

/**
 * Rules between variables, checked once the variables themselves are valid: S3_BUCKET needs its keys, and
 * production refuses whatever would give credits away or publish mail and demo logins (decision 015).
 */
const CheckedEnvSchema = EnvSchema.superRefine((e, ctx) => {
  if (e.NODE_ENV === "production") {
    if ((e.PAYMENT_PROVIDER ?? "sandbox") === "sandbox" && !e.UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message:
          "must be mollie under NODE_ENV=production: the sandbox checkout grants credits without payment " +
          "(a staging site may set UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION=true)",
      });
    }
    if (e.SEED_DEMO === true) {
      ctx.addIssue({
        code: "custom",
        path: ["SEED_DEMO"],
        message:
          "refused under NODE_ENV=production: demo data has logins with a published password " +
          "(seed a staging database explicitly with `npm run db:seed`)",
      });
    }
    if ((e.DEV_TOOLS ?? "off") !== "off" && !e.UNSAFE_DEV_TOOLS_IN_PRODUCTION) {
      ctx.addIssue({
        code: "custom",
        path: ["DEV_TOOLS"],
        message:
          "must be off under NODE_ENV=production: the dev mailbox shows every mail, reset links included " +
          "(set UNSAFE_DEV_TOOLS_IN_PRODUCTION=true to open it anyway)",
      });
    }
  }
  if (e.PAYMENT_PROVIDER === "mollie" && e.MOLLIE_API_KEY === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["MOLLIE_API_KEY"],
      message: "required with PAYMENT_PROVIDER=mollie",
    });
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    const missing = e.VAPID_PUBLIC_KEY === undefined ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together",
    });
  } else if (
    e.VAPID_PUBLIC_KEY &&
    e.VAPID_PRIVATE_KEY &&
    !isVapidPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["VAPID_PRIVATE_KEY"],
      message: "is not the private half of VAPID_PUBLIC_KEY",
    });
  }
  if (e.S3_BUCKET === undefined) return;
  for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (e[name] === undefined)
      ctx.addIssue({ code: "custom", path: [name], message: "required with S3_BUCKET" });
  }
});

/** Fastify's trustProxy as we allow it: off, a hop count, or the proxies' addresses (true: one hop). */
export type TrustProxy = boolean | number | string[];

/**
 * What Fastify gets. A hop count becomes a function because Fastify trusts no hop at all when given a
 * number, and `true` would trust every X-Forwarded-For entry: here it means one hop (decision 019).
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === false || value === 0) return false;
  if (Array.isArray(value)) return value;
  const hops = value === true ? 1 : value;
  return (_address, hop) => hop < hops;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  /** The embedded database, inside the data directory. */
  pgliteDir: string;
  /** Photos (uploaded and demo), inside the data directory; served at /media/. */
  mediaDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prepended to this install's Redis keys (rate limits). */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  /** requestTimeout of the HTTP server: the whole request (headers and body) must arrive within it. */
  requestTimeoutMs: number;
  /** Seed demo data into an empty database at boot: development's default, refused in production. */
  seedDemo: boolean;
  seedProfiles: number;
  /** Who may open the dev mailbox and the OpenAPI document (plugins/dev-tools.ts). */
  devTools: "off" | "loopback" | "network";
  /** Prometheus metrics listener; metrics are collected only when it is set. */
  metrics: { port: number; host: string } | undefined;
  webDist: string;
  webServerDist: string;
  /** Where photos are stored when not in mediaDir; only when S3_BUCKET is set. */
  s3: S3Config | undefined;
  /**
   * The HMAC key of stored SMS codes. Without OTP_SECRET each process draws its own at boot: enough for one
   * process, but a code sent by one process is refused by another, and by itself after a restart.
   */
  otpSecret: string;
  /** Signs the mail provider's webhook (docs/mail-webhook.md); unset, the webhook refuses every call. */
  mailWebhookSecret?: string | undefined;
  payments: { provider: "sandbox" } | { provider: "mollie"; mollieApiKey: string };
  /** Web push's VAPID keys when the configuration gives them (else generated once and shared, see vapid-keys.ts). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** VAPID's contact (mailto: or https:); the default site's support address when unset. */
  vapidSubject: string | undefined;
  /** Production with the sandbox checkout, opted into by UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION (staging). */
  unsafeSandboxPaymentsInProduction: boolean;
  /** The wait between a message or like and its notification (NOTIFICATION_DELAY_MS). */
  notificationDelayMs: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = CheckedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A secret too short to be accepted may still be someone's real secret: keep it out of the logs.
      const secret = name.includes("SECRET") || name.includes("PRIVATE");
      const value = secret && env[name] ? "<hidden>" : JSON.stringify(env[name] ?? "");
      return `  ${name}=${value}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    pgliteDir: join(dataDir, "pglite"),
    mediaDir: join(dataDir, "media"),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === "development",
    seedProfiles: e.SEED_PROFILES,
    devTools: e.DEV_TOOLS ?? (e.NODE_ENV === "production" ? "off" : "loopback"),
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    webDist: resolve(e.WEB_DIST),
    webServerDist: resolve(e.WEB_SERVER_DIST),
    s3:
      e.S3_BUCKET === undefined
        ? undefined
        : {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          },
    otpSecret: e.OTP_SECRET ?? randomBytes(32).toString("base64url"),
    mailWebhookSecret: e.MAIL_WEBHOOK_SECRET,
    payments:
      e.PAYMENT_PROVIDER === "mollie"
        ? { provider: "mollie", mollieApiKey: e.MOLLIE_API_KEY! }
        : { provider: "sandbox" },
    unsafeSandboxPaymentsInProduction: e.UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    notificationDelayMs: e.NOTIFICATION_DELAY_MS,
  };
}
