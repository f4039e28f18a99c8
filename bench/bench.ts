/**
 * `npm run bench`: the performance budgets of the design guide, measured in one run on this machine
 * (docs/performance.md, "How to run the benchmark"). Starts what it needs — the PostgreSQL database
 * amora_bench with 1,000,000 profiles (made on first use), two app processes on it sharing Redis, and a
 * bare Node `http` hello-world (B0) — runs B0 and each HTTP measure in turn with autocannon, then chat
 * delivery across the two processes, the pages' JavaScript and Lighthouse; prints one table and appends
 * it to docs/performance.md.
 *
 * Environment: BENCH_SECONDS (per measure, 10), BENCH_CONNECTIONS (20), BENCH_ONLY (comma list of
 * user,search,chats,send,delivery,js,lighthouse), BENCH_SKIP_WEB=1 (no js, no lighthouse),
 * BENCH_DELIVERY_RATE (1000), BENCH_RECORD (1 by default for a full run: append to docs/performance.md),
 * BENCH_DATABASE_URL, BENCH_REDIS_URL.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import type { Request } from "autocannon";
import { Redis } from "ioredis";
import { type BenchMember, benchDatabaseUrl, benchMembers, openBenchDatabase } from "./lib/bench-database.ts";
import { measureDelivery } from "./lib/delivery.ts";
import { audit } from "./lib/lighthouse-audit.ts";
import { type LoadFigures, type LoadSpec, runLoad } from "./lib/load.ts";
import {
  freePort,
  startAppServer,
  startHelloWorld,
  stopAll,
  stopAllOnSignals,
  waitUntilUp,
} from "./lib/processes.ts";
import { appendToSection, markdownTable, type Row, ratioToBaseline } from "./lib/report.ts";
import { ensureWebBuild } from "./lib/web-build.ts";
import { openBrowser, scriptWeight } from "./lib/web-weight.ts";

const MEASURES = ["user", "search", "chats", "send", "delivery", "js", "lighthouse"] as const;
type Measure = (typeof MEASURES)[number];

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DELIVERY_RATE = Number(process.env.BENCH_DELIVERY_RATE ?? 1000);
const WARMUP_SECONDS = Math.min(2, SECONDS);
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
for (const name of only ?? []) {
  if (!MEASURES.includes(name as Measure)) throw new Error(`BENCH_ONLY: unknown measure ${name}`);
}
const skipWeb = process.env.BENCH_SKIP_WEB === "1";
const selected = MEASURES.filter(
  (m) => (only === undefined || only.includes(m)) && !(skipWeb && (m === "js" || m === "lighthouse")),
);
const record = (process.env.BENCH_RECORD ?? (selected.length === MEASURES.length ? "1" : "0")) === "1";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisKeyPrefix = `amora-bench-${process.pid}:`;

/** Sends per second the send measure can use before its members hit the limit of 60 a minute each. */
const SEND_CAPACITY_PER_SECOND = 3_000;
const SENDS_PER_MEMBER = 55;
const CHAT_LIST_CONVERSATIONS = 50;

const log = (line: string) => console.info(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString("en")}/s`;

/** A fixed UUID (v4 layout) for a text: the chat list's messages are sent again by every run, once. */
function uuidOf(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function postJson(url: string, cookie: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-type": "client", cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

const COUNTRIES = ["NL", "BE", "FR", "DE", "GB", "US", "IT", "ES"] as const;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A member's first page of results for random filters. */
function randomSearch(): string {
  const minAge = 18 + Math.floor(Math.random() * 30);
  return `/api/members.php?${new URLSearchParams({
    gender: pick(["male", "female"]),
    country: pick(COUNTRIES),
    min_age: String(minAge),
    max_age: String(minAge + 5 + Math.floor(Math.random() * 20)),
  })}`;
}

interface HttpMeasure {
  name: Measure;
  label: string;
  minRatio: number;
  maxP95?: number;
  spec: Omit<LoadSpec, "urls" | "connections" | "seconds">;
}

function httpMeasures(member: BenchMember, senders: BenchMember[]): HttpMeasure[] {
  const headers = { cookie: member.cookie, "x-request-type": "client" };
  let sent = 0;
  return [
    {
      name: "user",
      label: "`GET /api/user.php` (member)",
      minRatio: 0.5,
      spec: { path: "/api/user.php", headers },
    },
    {
      name: "search",
      label: "member search, 1M profiles, page 1 (`GET /api/members.php`, random filters)",
      minRatio: 0.2,
      maxP95: 10,
      spec: { headers, vary: (request: Request) => ({ ...request, path: randomSearch() }) },
    },
    {
      name: "chats",
      label: `\`GET /api/chats.php\` (${CHAT_LIST_CONVERSATIONS} conversations)`,
      minRatio: 0.25,
      spec: { path: "/api/chats.php", headers },
    },
    {
      name: "send",
      label: `\`POST /api/chat.php\` send (${senders.length} senders)`,
      minRatio: 0.1,
      maxP95: 15,
      spec: {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        // Each request from the next sender to the sender after it, with a new client id.
        vary: (request: Request) => {
          sent += 1;
          const from = senders[sent % senders.length]!;
          const to = senders[(sent + 1) % senders.length]!;
          return {
            ...request,
            path: "/api/chat.php",
            headers: { ...request.headers, cookie: from.cookie },
            body: JSON.stringify({ profile: to.profileId, text: `bench ${sent}`, client_id: randomUUID() }),
          };
        },
      },
    },
  ];
}

function loadRow(measure: HttpMeasure, figures: LoadFigures, baselines: number[]): Row {
  const ratio = ratioToBaseline(figures.requestsPerSecond, baselines);
  const failures =
    figures.failures > 0 ? `; **${figures.failures} failed** ${JSON.stringify(figures.statusCodes)}` : "";
  return {
    measure: measure.label,
    figure: `${perSecond(figures.requestsPerSecond)}, p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}${failures}`,
    ratio,
    budget: `≥ ${measure.minRatio} × B0${measure.maxP95 === undefined ? "" : `, p95 ≤ ${measure.maxP95} ms`}`,
    met:
      figures.failures === 0 &&
      ratio >= measure.minRatio &&
      (measure.maxP95 === undefined || figures.p95 <= measure.maxP95),
  };
}

/** A measure that fails (a refused session, a browser that does not start) is a row saying so, not the run's end. */
async function attempt(
  measure: string,
  budget: string,
  take: () => Promise<Pick<Row, "figure" | "met">>,
): Promise<Row> {
  try {
    return { measure, budget, ...(await take()) };
  } catch (error) {
    return { measure, budget, figure: `failed: ${(error as Error).message}`, met: null };
  }
}

async function clearRedisKeys(): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  for await (const keys of redis.scanStream({ match: `${redisKeyPrefix}*`, count: 500 })) {
    if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  }
  redis.disconnect();
}

async function main(): Promise<Row[]> {
  const rows: Row[] = [];
  const has = (measure: Measure) => selected.includes(measure);
  if (has("js") || has("lighthouse")) ensureWebBuild(log);

  const database = await openBenchDatabase(log);
  const sendPool = has("send")
    ? Math.ceil((SEND_CAPACITY_PER_SECOND * (SECONDS + WARMUP_SECONDS)) / SENDS_PER_MEMBER)
    : 0;
  const deliveryPairs = has("delivery") ? Math.ceil((DELIVERY_RATE * SECONDS) / SENDS_PER_MEMBER) : 0;
  const members = await benchMembers(
    database,
    1 + Math.max(sendPool, CHAT_LIST_CONVERSATIONS) + 2 * deliveryPairs,
  );
  const [member, ...others] = members as [BenchMember, ...BenchMember[]];
  const senders = others.slice(0, Math.max(sendPool, CHAT_LIST_CONVERSATIONS));
  const deliveryMembers = others.slice(senders.length);

  const ports = { b0: await freePort(), a: await freePort(), b: await freePort() };
  startHelloWorld(ports.b0);
  for (const port of [ports.a, ports.b]) {
    startAppServer({ port, databaseUrl: benchDatabaseUrl.toString(), redisUrl, redisKeyPrefix });
  }
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  await Promise.all([
    waitUntilUp(origin(ports.b0)),
    waitUntilUp(`${origin(ports.a)}/api/health`),
    waitUntilUp(`${origin(ports.b)}/api/health`),
  ]);
  log(`B0 on ${ports.b0}, app processes on ${ports.a} and ${ports.b}`);

  // The chat list's member writes to 50 others, the same messages every run (a known client id is not sent twice).
  for (const other of senders.slice(0, CHAT_LIST_CONVERSATIONS)) {
    await postJson(`${origin(ports.a)}/api/chat.php`, member.cookie, {
      profile: other.profileId,
      text: "Hello from the bench",
      client_id: uuidOf(`chat-list ${member.profileId} ${other.profileId}`),
    });
  }
  // Statistics for the rows just made (the planner takes a table it last saw nearly empty for empty).
  await database.db.execute("analyze");
  await database.close();

  const measures = httpMeasures(member, senders).filter((m) => has(m.name));
  if (measures.length > 0) {
    const appUrls = [origin(ports.a), origin(ports.b)];
    const b0 = () => runLoad({ urls: [origin(ports.b0)], connections: CONNECTIONS, seconds: SECONDS });
    const load = (measure: HttpMeasure, seconds: number) =>
      runLoad({ ...measure.spec, urls: appUrls, connections: CONNECTIONS, seconds });
    log(`warming up (${WARMUP_SECONDS} s each)…`);
    for (const measure of measures) await load(measure, WARMUP_SECONDS);
    const baselines = [(await b0()).requestsPerSecond];
    log(`B0: ${perSecond(baselines[0]!)}`);
    const measured: Row[] = [];
    for (const measure of measures) {
      const figures = await load(measure, SECONDS);
      baselines.push((await b0()).requestsPerSecond);
      const row = loadRow(measure, figures, baselines.slice(-2));
      log(
        `${measure.name}: ${row.figure} ${JSON.stringify(figures.statusCodes)}; B0 after: ${perSecond(baselines.at(-1)!)}`,
      );
      measured.push(row);
    }
    rows.push(
      {
        measure: "B0: Node `http` hello world, one process",
        figure: `${baselines.map(perSecond).join(", ")} (before, between and after the measures)`,
        budget: "– (the baseline)",
      },
      ...measured,
    );
  }

  if (has("delivery")) {
    const pairs = Array.from({ length: deliveryPairs }, (_, i) => ({
      from: deliveryMembers[2 * i]!,
      to: deliveryMembers[2 * i + 1]!,
    }));
    log(`chat delivery at ${DELIVERY_RATE}/s for ${SECONDS} s over ${pairs.length} pairs…`);
    const budget = `p99 ≤ 10 ms at ${DELIVERY_RATE.toLocaleString("en")} msg/s`;
    rows.push(
      await attempt("chat delivery, send on A → frame on B", budget, async () => {
        const figures = await measureDelivery({
          sendUrl: `${origin(ports.a)}/api/chat.php`,
          liveUrl: `ws://127.0.0.1:${ports.b}/api/live`,
          pairs,
          rate: DELIVERY_RATE,
          seconds: SECONDS,
        });
        return {
          figure:
            `${perSecond(figures.deliveredPerSecond)} delivered, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}; ` +
            `${figures.received}/${figures.sent} received, ${figures.failedSends} sends failed` +
            (figures.saturated ? "; **saturated**: sends stopped with over a second's worth waiting" : ""),
          met:
            !figures.saturated &&
            figures.received === figures.sent &&
            figures.p99 <= 10 &&
            figures.deliveredPerSecond >= 0.95 * DELIVERY_RATE,
        };
      }),
    );
  }

  const reports = join("bench", "reports", new Date().toISOString().slice(0, 16).replace(":", "-"));
  mkdirSync(reports, { recursive: true });
  const pages = [
    { label: "`/` (visitor)", path: "/", file: "home", jsLimitKiB: 100 },
    { label: "`/landers/gallery` (visitor)", path: "/landers/gallery", file: "lander-gallery" },
    {
      label: "`/landers/alonetonight` (visitor)",
      path: "/landers/alonetonight",
      file: "lander-alonetonight",
    },
    { label: "`/landers/tinderswipe` (visitor)", path: "/landers/tinderswipe", file: "lander-tinderswipe" },
    { label: "`/terms` (visitor)", path: "/terms", file: "terms" },
    {
      label: "`/members` (member)",
      path: "/members",
      file: "members",
      cookie: member.cookie,
      jsLimitKiB: 200,
    },
  ];
  if (has("js")) {
    const browser = await openBrowser();
    try {
      for (const page of pages) {
        if (page.jsLimitKiB === undefined) continue;
        const limit = page.jsLimitKiB;
        rows.push(
          await attempt(`JS loaded by ${page.label}, gzip`, `≤ ${limit} KiB`, async () => {
            const weight = await scriptWeight(browser, `${origin(ports.a)}${page.path}`, page.cookie);
            return {
              figure: `${kib(weight.gzipBytes)} in ${weight.scripts} scripts (${kib(weight.wireBytes)} on the wire)`,
              met: weight.gzipBytes <= limit * 1024,
            };
          }),
        );
      }
    } finally {
      await browser.close();
    }
  }
  if (has("lighthouse")) {
    for (const page of pages) {
      log(`lighthouse ${page.path}…`);
      const reportPath = join(reports, `lighthouse-${page.file}.html`);
      const budget = "performance ≥ 95, accessibility ≥ 95";
      rows.push(
        await attempt(`Lighthouse mobile ${page.label}`, budget, async () => {
          const scores = await audit(`${origin(ports.a)}${page.path}`, reportPath, page.cookie);
          return {
            figure: `performance ${scores.performance}, accessibility ${scores.accessibility} (LCP ${ms(scores.lcp)}; ${reportPath})`,
            met: scores.performance >= 95 && scores.accessibility >= 95,
          };
        }),
      );
    }
  }
  writeFileSync(join(reports, "rows.json"), JSON.stringify(rows, null, 2));
  return rows;
}

const RESULTS = "docs/performance.md";
const RESULTS_HEADING = "## Benchmark runs (`npm run bench`)";

stopAllOnSignals();
const started = performance.now();
const loadBefore = loadavg();
let rows: Row[] = [];
try {
  rows = await main();
} finally {
  await stopAll();
  await clearRedisKeys().catch((error: unknown) =>
    console.error("could not clear the bench's Redis keys:", error),
  );
}
const minutes = (performance.now() - started) / 60_000;
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
const run = [
  `### ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  "",
  `${cpus().length} CPUs; load average (1 / 5 / 15 min) before ${load(loadBefore)}, after ${load(loadavg())}; ` +
    `${SECONDS} s per measure, ${CONNECTIONS} connections (split over both app processes); ${minutes.toFixed(1)} min in all.`,
  "",
  markdownTable(rows),
  "",
].join("\n");
console.log(`\n${run}`);
if (record) {
  writeFileSync(RESULTS, appendToSection(readFileSync(RESULTS, "utf8"), RESULTS_HEADING, run));
  log(`appended to ${RESULTS}`);
}
