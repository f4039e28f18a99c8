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
  ])("fails naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).port).toBe(3000);
  });
});
