/**
 * Member search latency over 1,000,000 profiles on PostgreSQL (`npm run bench:search`).
 * Uses BENCH_DATABASE_URL (default: database amora_bench on the local server), creating and seeding it on
 * first use (~40 s); then times searches with random filters through the real app, as a visitor and as a
 * member, and prints p50/p95/p99 in milliseconds.
 */
import { count } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../server/src/app.ts";
import { loadConfig } from "../server/src/config.ts";
import { openDatabase } from "../server/src/db/client.ts";
import { profiles } from "../server/src/db/schema.ts";
import { queuedAccountMailer } from "../server/src/features/accounts/queued-account-mailer.ts";
import { openGeoIp } from "../server/src/lib/geoip.ts";
import { seedDemo } from "../server/src/seed/index.ts";

const PROFILES = 1_000_000;
const SEARCHES = 400;
const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/amora_bench");

async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: new URL("/postgres", url).toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

await ensureDatabase();
const database = await openDatabase({ url: url.toString(), poolSize: 10 });
await database.migrate();
const [row] = await database.db.select({ n: count() }).from(profiles);
if ((row?.n ?? 0) < PROFILES) {
  if ((row?.n ?? 0) > 0) throw new Error(`${url.pathname} has ${row?.n} profiles; drop it to reseed`);
  console.info(`seeding ${PROFILES} profiles…`);
  await seedDemo(database.db, { profiles: PROFILES });
}
await database.db.execute("analyze");

// Production's code paths; no payment is made, so the sandbox provider may stay (decision 015's opt-in).
const config = {
  ...loadConfig({
    NODE_ENV: "production",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
  }),
};
const app = await buildApp({
  config,
  database,
  geoIp: await openGeoIp(),
  mailer: queuedAccountMailer,
  onMailQueued: () => {},
});

const countries = ["NL", "BE", "FR", "DE", "GB", "US", "IT", "ES"] as const;
function randomQuery(): string {
  const minAge = 18 + Math.floor(Math.random() * 30);
  const params = new URLSearchParams({
    gender: pick(["male", "female"]),
    country: pick(countries),
    min_age: String(minAge),
    max_age: String(minAge + 5 + Math.floor(Math.random() * 20)),
    page: String(1 + Math.floor(Math.random() * 5)),
  });
  return params.toString();
}

async function time(label: string, makeUrl: () => string): Promise<void> {
  for (let i = 0; i < 20; i++) await app.inject({ method: "GET", url: makeUrl() }); // warm-up
  const took: number[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const started = performance.now();
    const response = await app.inject({ method: "GET", url: makeUrl() });
    took.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  }
  took.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `${label}: ${SEARCHES} searches, p50 ${fmt(percentile(took, 50))} ms, p95 ${fmt(percentile(took, 95))} ms, p99 ${fmt(percentile(took, 99))} ms`,
  );
}

await time("filtered search (gender, country, age, page 1–5)", () => `/api/members.php?${randomQuery()}`);
await time("unfiltered first page (all 19 countries)", () => "/api/members.php");
await app.close();
