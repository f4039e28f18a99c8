import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["REDIS_URL", "not a url"],
    ["NODE_ENV", "staging"],
    ["TRUST_PROXY", "maybe"],
    ["S3_ENDPOINT", "ftp://minio.local"],
    ["S3_FORCE_PATH_STYLE", "sometimes"],
  ])("fails naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it("stores media locally unless S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" }).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "" }).s3).toBeUndefined();
  });

  it("reads the S3 settings with their defaults", () => {
    const s3 = { S3_BUCKET: "amora-media", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };
    expect(loadConfig(s3).s3).toEqual({
      bucket: "amora-media",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3,
        S3_REGION: "eu-west-3",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toMatchObject({ region: "eu-west-3", endpoint: "http://127.0.0.1:9000", forcePathStyle: true });
  });

  it.each([
    ["S3_ACCESS_KEY_ID", { S3_SECRET_ACCESS_KEY: "secret" }],
    ["S3_SECRET_ACCESS_KEY", { S3_ACCESS_KEY_ID: "key" }],
    ["S3_SECRET_ACCESS_KEY", { S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "" }],
  ])("fails naming %s when S3_BUCKET is set without it", (name, keys) => {
    const env = { S3_BUCKET: "amora-media", ...keys };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}="": required with S3_BUCKET`));
  });

  it("names both S3 keys when both are missing", () => {
    expect(() => loadConfig({ S3_BUCKET: "amora-media" })).toThrow(
      /S3_ACCESS_KEY_ID=.*\n.*S3_SECRET_ACCESS_KEY=/,
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).port).toBe(3000);
  });
});

describe("loadConfig under NODE_ENV=production (decision 015)", () => {
  const production = { NODE_ENV: "production", PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "live_x" };

  it("refuses the sandbox checkout, set or by default, naming PAYMENT_PROVIDER", () => {
    for (const env of [{ NODE_ENV: "production" }, { ...production, PAYMENT_PROVIDER: "sandbox" }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER=.*: must be mollie under NODE_ENV=production/);
      expect(() => loadConfig(env)).toThrow(/UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION=true/);
    }
  });

  it("lets a staging site opt into the sandbox explicitly", () => {
    const config = loadConfig({ NODE_ENV: "production", UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION: "true" });
    expect(config.payments).toEqual({ provider: "sandbox" });
    expect(config.unsafeSandboxPaymentsInProduction).toBe(true);
  });

  it("keeps the sandbox as the default outside production", () => {
    for (const NODE_ENV of ["development", "test"]) {
      expect(loadConfig({ NODE_ENV }).payments).toEqual({ provider: "sandbox" });
    }
  });

  it("seeds no demo data unless in development, and refuses SEED_DEMO=true in production", () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: "true" })).toThrow(/SEED_DEMO="true": refused/);
  });

  it("closes the dev tools in production, and opens them only with the loud opt-in", () => {
    expect(loadConfig(production).devTools).toBe("off");
    for (const DEV_TOOLS of ["loopback", "network"]) {
      expect(() => loadConfig({ ...production, DEV_TOOLS })).toThrow(
        new RegExp(`DEV_TOOLS="${DEV_TOOLS}": must be off under NODE_ENV=production`),
      );
      expect(loadConfig({ ...production, DEV_TOOLS, UNSAFE_DEV_TOOLS_IN_PRODUCTION: "true" }).devTools).toBe(
        DEV_TOOLS,
      );
    }
  });

  it("keeps the dev tools on loopback outside production unless told otherwise", () => {
    expect(loadConfig({}).devTools).toBe("loopback");
    expect(loadConfig({ NODE_ENV: "test" }).devTools).toBe("loopback");
    expect(loadConfig({ DEV_TOOLS: "network" }).devTools).toBe("network");
    expect(loadConfig({ DEV_TOOLS: "off" }).devTools).toBe("off");
    expect(() => loadConfig({ DEV_TOOLS: "everyone" })).toThrow(/DEV_TOOLS=/);
  });

  it("starts with a production configuration that asks for nothing unsafe", () => {
    const config = loadConfig(production);
    expect(config.payments).toEqual({ provider: "mollie", mollieApiKey: "live_x" });
    expect(config.metrics).toBeUndefined();
    expect(loadConfig({ ...production, METRICS_PORT: "9464" }).metrics).toEqual({
      port: 9464,
      host: "0.0.0.0",
    });
  });

  describe("web push's VAPID settings", () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };

    it("leaves the keys to the database unless both are given", () => {
      expect(loadConfig({}).vapid).toBeUndefined();
      expect(loadConfig({}).vapidSubject).toBeUndefined();
      expect(loadConfig({ ...keys, VAPID_SUBJECT: "mailto:ops@amora.test" })).toMatchObject({
        vapid: pair,
        vapidSubject: "mailto:ops@amora.test",
      });
      expect(loadConfig({ VAPID_SUBJECT: "https://amora.test/contact" }).vapidSubject).toBe(
        "https://amora.test/contact",
      );
    });

    it.each([
      ["VAPID_PRIVATE_KEY", { VAPID_PUBLIC_KEY: pair.publicKey }, /go together/],
      ["VAPID_PUBLIC_KEY", { VAPID_PRIVATE_KEY: pair.privateKey }, /go together/],
      ["VAPID_PUBLIC_KEY", { ...keys, VAPID_PUBLIC_KEY: pair.privateKey }, /65 bytes/],
      ["VAPID_PRIVATE_KEY", { ...keys, VAPID_PRIVATE_KEY: "not base64url!" }, /32 bytes/],
      [
        "VAPID_PRIVATE_KEY",
        { ...keys, VAPID_PRIVATE_KEY: webpush.generateVAPIDKeys().privateKey },
        /private half/,
      ],
      ["VAPID_SUBJECT", { VAPID_SUBJECT: "ops@amora.test" }, /mailto/],
      ["VAPID_SUBJECT", { VAPID_SUBJECT: "http://amora.test" }, /mailto: address or an https/],
    ])("fails naming %s", (name, env, message) => {
      expect(() => loadConfig(env)).toThrow(new RegExp(`${name}=`));
      expect(() => loadConfig(env)).toThrow(message);
    });

    it("keeps a private key out of the error message", () => {
      const other = webpush.generateVAPIDKeys().privateKey;
      expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: other })).toThrow(/VAPID_PRIVATE_KEY=<hidden>/);
      expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: other })).not.toThrow(new RegExp(other));
    });
  });
});
