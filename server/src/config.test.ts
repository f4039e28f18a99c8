import { describe, expect, it } from "vitest";
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
