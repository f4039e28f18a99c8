/**
 * Chat delivery latency across two server processes (`npm run bench:chat`): creates a scratch database on
 * the local PostgreSQL (dropped at the end), migrates it once, starts `node server/src/main.ts` twice (A and
 * B) sharing it and Redis, connects the recipients' tabs to B, sends messages through A at a fixed rate and
 * prints send→receive latency (POST on A until the WebSocket frame on B) as p50/p95/p99 in milliseconds.
 *
 * POST /api/chat.php allows 60 messages a minute per member, so the load is spread over several
 * sender→recipient pairs. Environment: BENCH_PG_URL (server, default postgresql://postgres@127.0.0.1:5432),
 * BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_RATE (messages/s, 50), BENCH_SECONDS (20).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import WebSocket from "ws";
import { openDatabase } from "../server/src/db/client.ts";
import { seedSites } from "../server/src/seed/sites.ts";

const serverUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = 50;
/** Each sender stays under the per-member limit of 60 messages a minute. */
const PAIRS = Math.max(1, Math.ceil((RATE * SECONDS + WARMUP) / 55));
const HOST = "amora.test";

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dbName = `amora_chatbench_${process.pid}`;
const dbUrl = `${serverUrl}/${dbName}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const children: ChildProcess[] = [];

function startServer(port: number): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), "amora-chatbench-"));
  mkdirSync(join(dataDir, "media"));
  const child = spawn(process.execPath, ["server/src/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: "false",
      // No payment is made in the bench: the sandbox may stay under production (decision 015's opt-in).
      UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.once("exit", (code) => {
    if (code !== 0 && code !== null) console.error(`server on ${port} exited with ${code}`);
  });
  children.push(child);
  return child;
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { host: HOST } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not come up`);
}

let ipCounter = 0;
async function signUp(port: number): Promise<{ cookie: string; userId: number; profileId: number }> {
  ipCounter += 1;
  const response = await fetch(`http://127.0.0.1:${port}/api/signup.php`, {
    method: "POST",
    headers: {
      host: HOST,
      "content-type": "application/json",
      "x-request-type": "client",
      "x-forwarded-for": `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    },
    body: JSON.stringify({
      email: `bench${ipCounter}-${process.pid}@example.test`,
      name: `Bench${ipCounter}`,
      password: "a-long-secret-1",
      date_of_birth: "1990-06-15",
      gender: ipCounter % 2 ? "male" : "female",
      seeking: ipCounter % 2 ? "female" : "male",
      country: "NL",
      region: "NH",
      city: "Amsterdam",
    }),
  });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${await response.text()}`);
  const sid = /sid=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  const { user } = (await response.json()) as { user: { id: number; profile: { id: number } } };
  return { cookie: `sid=${sid}`, userId: user.id, profileId: user.profile.id };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  await admin(`create database ${dbName}`);
  const database = await openDatabase({ url: dbUrl, poolSize: 2 });
  await database.migrate();
  await seedSites(database.db);
  await database.close();

  const PORTS = { a: await freePort(), b: await freePort() };
  startServer(PORTS.a);
  startServer(PORTS.b);
  await Promise.all([waitHealthy(PORTS.a), waitHealthy(PORTS.b)]);

  type Member = Awaited<ReturnType<typeof signUp>>;
  const pairs: { from: Member; to: Member }[] = [];
  for (let i = 0; i < PAIRS; i += 1) pairs.push({ from: await signUp(PORTS.a), to: await signUp(PORTS.a) });
  const sql = new pg.Client({ connectionString: dbUrl });
  await sql.connect();
  await sql.query("update users set status = 'active', credits = 100000");
  await sql.end();

  /** client_id → when the POST started. */
  const started = new Map<string, number>();
  const latencies: number[] = [];
  const postTimes: number[] = [];
  /** client_id → when the frame reached B, and when A answered the POST: the relay against the answer. */
  const frameAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  let measuring = false;
  const sockets: WebSocket[] = [];
  for (const { to } of pairs) {
    const socket = new WebSocket(`ws://127.0.0.1:${PORTS.b}/api/live`, {
      headers: { host: HOST, cookie: to.cookie },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.on("error", reject);
    });
    socket.send(JSON.stringify({ type: "hello", last_event_id: 0 }));
    socket.on("message", (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type !== "message") return;
      const at = started.get(frame.message.client_id);
      if (at === undefined) return;
      started.delete(frame.message.client_id);
      if (measuring) {
        latencies.push(performance.now() - at);
        frameAt.set(frame.message.client_id, performance.now());
      }
    });
    sockets.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));

  let failures = 0;
  async function sendOne(index: number): Promise<void> {
    const { from, to } = pairs[index % pairs.length] as { from: Member; to: Member };
    const clientId = randomUUID();
    const at = performance.now();
    started.set(clientId, at);
    const response = await fetch(`http://127.0.0.1:${PORTS.a}/api/chat.php`, {
      method: "POST",
      headers: {
        host: HOST,
        "content-type": "application/json",
        "x-request-type": "client",
        cookie: from.cookie,
      },
      body: JSON.stringify({ profile: to.profileId, text: `bench ${index}`, client_id: clientId }),
    });
    await response.arrayBuffer();
    if (measuring) {
      postTimes.push(performance.now() - at);
      answeredAt.set(clientId, performance.now());
    }
    if (!response.ok) {
      failures += 1;
      started.delete(clientId);
    }
  }

  for (let i = 0; i < WARMUP; i += 1) await sendOne(i);
  await new Promise((resolve) => setTimeout(resolve, 500));
  measuring = true;
  const total = RATE * SECONDS;
  const interval = 1000 / RATE;
  const begin = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = begin + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(sendOne(WARMUP + i));
  }
  await Promise.all(inFlight);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const elapsed = (performance.now() - begin) / 1000;

  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  // Negative: the frame reached B before A's answer reached the sender (A publishes, then answers).
  const relay = [...frameAt].flatMap(([id, at]) => {
    const answered = answeredAt.get(id);
    return answered === undefined ? [] : [at - answered];
  });
  relay.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2);
  console.log(
    `chat delivery across two processes (PostgreSQL + Redis), ${total} messages at ${RATE}/s over ${fmt(elapsed)} s, ${PAIRS} sender→recipient pairs`,
  );
  console.log(
    `  send→receive (POST on A → frame on B): p50 ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(latencies.at(-1) ?? Number.NaN)} ms`,
  );
  console.log(
    `  POST /api/chat.php answered: p50 ${fmt(percentile(postTimes, 50))} ms, p95 ${fmt(percentile(postTimes, 95))} ms, p99 ${fmt(percentile(postTimes, 99))} ms`,
  );
  console.log(
    `  frame on B after A's answer: p50 ${fmt(percentile(relay, 50))} ms, p95 ${fmt(percentile(relay, 95))} ms, p99 ${fmt(percentile(relay, 99))} ms`,
  );
  console.log(
    `  received ${latencies.length}/${total}, failed sends ${failures}, never received ${started.size}`,
  );
  for (const socket of sockets) socket.close();
}

try {
  await main();
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null))),
    ),
  );
  await admin(`drop database if exists ${dbName} with (force)`).catch((error: unknown) =>
    console.error(error),
  );
}
