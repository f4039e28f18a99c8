/**
 * The deployment files (Dockerfile, compose.yaml, deploy/) checked without a container engine: compose.yaml
 * against the Compose Specification's JSON schema (the copy dclint ships), its app environment through
 * loadConfig as production would read it, and the structure docs/deployment.md relies on.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "./config.ts";

const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] | string };
  ports?: string[];
  expose?: string[];
  volumes?: string[];
}
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** What compose does to `${VAR:-default}` / `${VAR:?message}` with the given variables set. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (vars[name]) return vars[name];
    if (kind === "?") throw new Error(`${name} is required: ${rest}`);
    return kind === "-" ? (rest ?? "") : "";
  });
}

describe("compose.yaml", () => {
  it("is valid against the Compose Specification schema", () => {
    const schemaPath = join(root, "node_modules/dclint/schemas/compose.schema.json");
    const ajv = new Ajv({ allErrors: true, strict: false });
    // The schema names its draft by an https URL that Ajv does not know; Ajv's default is that draft (07).
    const { $schema: _draft, ...schema } = JSON.parse(readFileSync(schemaPath, "utf8"));
    const validate = ajv.compile(schema);
    // Validated as written (anchors and merge keys resolved, as compose does), before interpolation.
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it("has PostgreSQL, Redis, an SMTP catcher, S3-compatible storage, two app nodes and a proxy", () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining([
        "postgres",
        "redis",
        "mailpit",
        "minio",
        "app1",
        "app2",
        "proxy",
        "prometheus",
      ]),
    );
    for (const node of ["app1", "app2"]) {
      const app = services[node]!;
      expect(app.build, node).toBe(".");
      expect(app.image, node).toBe("amora:latest");
      // Only the proxy is published; the nodes' ports stay on the compose network.
      expect(app.ports, node).toBeUndefined();
      expect(app.depends_on, node).toMatchObject({
        postgres: { condition: "service_healthy" },
        redis: { condition: "service_healthy" },
        "minio-setup": { condition: "service_completed_successfully" },
      });
      expect(JSON.stringify(app.healthcheck?.test)).toContain("/api/health/live");
    }
    expect(services.proxy?.depends_on).toMatchObject({
      app1: { condition: "service_healthy" },
      app2: { condition: "service_healthy" },
    });
  });

  it("gives the app nodes an environment that production's loadConfig accepts, and one they share", () => {
    const vars = {
      POSTGRES_PASSWORD: "pg-secret",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      OTP_SECRET: "x".repeat(40),
      MOLLIE_API_KEY: "live_abcdefghijklmnopqrstuvwxyz0123",
    };
    const env = (node: string) =>
      Object.fromEntries(
        Object.entries(services[node]!.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]),
      );
    expect(env("app1")).toEqual(env("app2"));
    const config = loadConfig(env("app1"));
    expect(config).toMatchObject({
      env: "production",
      databaseUrl: "postgres://amora:pg-secret@postgres:5432/amora",
      redisUrl: "redis://redis:6379",
      smtpUrl: "smtp://mailpit:1025",
      trustProxy: 1,
      seedDemo: false,
      devTools: "off",
      metrics: { port: 9464, host: "0.0.0.0" },
      payments: { provider: "mollie" },
      otpSecret: vars.OTP_SECRET,
    });
    expect(config.s3).toMatchObject({
      bucket: "amora-media",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
    });
    // Without a Mollie key the nodes refuse to start rather than fall back to the free sandbox.
    expect(() => loadConfig({ ...env("app1"), MOLLIE_API_KEY: "" })).toThrow(/MOLLIE_API_KEY/);
    // Required secrets are required by compose itself.
    expect(() => interpolate(String(services.app1!.environment!.OTP_SECRET), {})).toThrow(/OTP_SECRET/);
  });

  it("proxies to both nodes by their readiness, and Prometheus scrapes both metrics listeners", () => {
    expect(services.proxy?.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    const caddyfile = read("deploy/Caddyfile");
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
    const prometheus = parse(read("deploy/prometheus.yml")) as {
      scrape_configs: { static_configs: { targets: string[] }[] }[];
    };
    expect(prometheus.scrape_configs[0]?.static_configs[0]?.targets).toEqual(["app1:9464", "app2:9464"]);
  });
});

describe("Dockerfile", () => {
  // Instructions with their continuation lines joined, comments dropped.
  const instructions = read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages = instructions.join("\n").split(/^(?=FROM )/m);
  const build = stages.find((stage) => /^FROM \S+ AS build$/m.test(stage))!;
  const runtime = stages.at(-1)!;

  it("builds on Node 24 and builds the web app", () => {
    const froms = instructions.filter((line) => line.startsWith("FROM "));
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) expect(from).toMatch(/^FROM node:24[-.\w]* AS \w+$/);
    expect(build).toContain("RUN npm run build -w web");
    expect(runtime).toContain("COPY --from=build /app/web/dist web/dist");
  });

  it("runs production dependencies as a non-root user, with a health check", () => {
    expect(runtime).toMatch(/--omit=dev/);
    expect(runtime).toMatch(/^ENV NODE_ENV=production/m);
    const user = runtime.match(/^USER (\S+)$/m)?.[1];
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user);
    // USER comes before the command, so the server never runs as root.
    expect(runtime.indexOf("USER ")).toBeLessThan(runtime.indexOf("CMD "));
    expect(runtime).toMatch(/^HEALTHCHECK .*\/api\/health\/live/m);
    expect(runtime).toMatch(/^CMD \["node", "server\/src\/main.ts"\]$/m);
  });
});
