/**
 * The real server process (main.ts as a child) on PostgreSQL while its database connections are killed
 * under load: it must stay up, answer 2xx or 503, keep every write it acknowledged, and recover by itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client.ts";
import { seedSites } from "./seed/sites.ts";
import { freePort } from "./test/free-port.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const HOST = "amora.test";
/** Members who like each other while the connections die: 14·13 likes, each its own acknowledged write. */
const MEMBERS = 14;
const KILL_EVERY_MS = 150;

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

let ipCounter = 0;
/** Plain node:http, so the Host header picks the site; a fresh client address dodges per-address limits. */
function call(port: number, method: string, path: string, body?: unknown, cookie?: string): Promise<Answer> {
  ipCounter += 1;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          host: HOST,
          "x-request-type": "client",
          "x-forwarded-for": `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
          ...(payload
            ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }
            : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text, cookies: res.headers["set-cookie"] ?? [] }),
        );
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)("the server process losing its PostgreSQL connections under load", () => {
  const name = `t_main_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let databaseUrl = "";
  let port = 0;
  let child: ChildProcess;
  let output = "";
  let exitCode: number | null | undefined;
  let admin: pg.Client;

  beforeAll(async () => {
    const setup = new pg.Client({ connectionString: serverUrl });
    await setup.connect();
    await setup.query(`create database ${name}`);
    await setup.end();
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // The sites the requests' host resolves to; the server's own migration then finds nothing to do.
    const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
    await database.migrate();
    await seedSites(database.db);
    await database.close();

    port = await freePort();
    child = spawn(process.execPath, ["server/src/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: "",
        NODE_ENV: "test",
        SEED_DEMO: "false",
        PORT: String(port),
        HOST: "127.0.0.1",
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
        DATA_DIR: mkdtempSync(join(tmpdir(), "amora-main-")),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      exitCode = code;
    });
    for (let tries = 0; ; tries += 1) {
      if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}):\n${output}`);
      const up = await call(port, "GET", "/api/health").catch(() => null);
      if (up?.status === 200) break;
      if (tries > 150) throw new Error(`the server did not come up:\n${output}`);
      await sleep(100);
    }
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });

  afterAll(async () => {
    if (child && exitCode === undefined) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await admin?.end();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });

  it("stays up, answers 2xx or 503 with a code, keeps every acknowledged like, and recovers", async () => {
    const members: { cookie: string; profileId: number }[] = [];
    // One at a time: each signup hashes a password (scrypt, 128 MiB), which a busy machine queues.
    for (let i = 0; i < MEMBERS; i += 1) {
      const answer = await call(port, "POST", "/api/signup.php", {
        email: `loss${i}@example.test`,
        name: `Loss${i}`,
        password: "a-long-secret-1",
        date_of_birth: "1990-06-15",
        gender: i % 2 ? "male" : "female",
        seeking: i % 2 ? "female" : "male",
        country: "NL",
        region: "NH",
        city: "Amsterdam",
        special_category_consent: true,
      });
      expect(answer.status, answer.body).toBe(201);
      const sid = answer.cookies.map((c) => c.split(";")[0]).find((c) => c?.startsWith("sid="));
      members.push({ cookie: sid ?? "", profileId: JSON.parse(answer.body).user.profile.id });
    }

    const pairs = members.flatMap((a) => members.filter((b) => b !== a).map((b) => ({ a, b })));
    const acknowledged: [number, number][] = [];
    const refused: Answer[] = [];
    const unexpected: Answer[] = [];
    let killing = true;
    let kills = 0;
    const killer = (async () => {
      while (killing) {
        const { rows } = await admin.query(
          "select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
        kills += rows.length;
        await sleep(KILL_EVERY_MS);
      }
    })();
    // Four clients at once, each working through its share of the likes; a dropped socket counts as an answer.
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < pairs.length) {
            const pair = pairs[next++];
            if (!pair) break;
            const answer = await call(
              port,
              "POST",
              "/api/like.php",
              { profile_id: pair.b.profileId },
              pair.a.cookie,
            ).catch((error: Error) => ({ status: 0, body: error.message, cookies: [] }));
            if (answer.status >= 200 && answer.status < 300)
              acknowledged.push([pair.a.profileId, pair.b.profileId]);
            else if (answer.status === 503) refused.push(answer);
            else unexpected.push(answer);
          }
        }),
      );
    } finally {
      killing = false;
      await killer;
    }

    expect(exitCode, output).toBeUndefined();
    expect(kills).toBeGreaterThan(10);
    expect(unexpected.map((a) => `${a.status} ${a.body}`)).toEqual([]);
    // The killing did reach requests in flight (so the 503 path was taken), and each 503 has its body.
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(JSON.parse(answer.body)).toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        message: expect.any(String),
      });
    }
    expect(acknowledged.length).toBeGreaterThan(0);

    const { rows } = await admin.query<{ liker: number; liked: number }>(
      "select liker_profile_id as liker, liked_profile_id as liked from likes",
    );
    const stored = new Set(rows.map((row) => `${row.liker}:${row.liked}`));
    expect(acknowledged.filter(([a, b]) => !stored.has(`${a}:${b}`))).toEqual([]);

    // Once the killing stops, the pool's fresh connections serve every request again.
    const [first, second] = members;
    if (!first || !second) throw new Error("no members");
    for (let i = 0; i < 5; i += 1) {
      const me = await call(port, "GET", "/api/user.php", undefined, first.cookie);
      expect(me.status).toBe(200);
    }
    const again = await call(port, "DELETE", "/api/like.php", { profile_id: second.profileId }, first.cookie);
    expect(again.status, again.body).toBe(200);
    expect(exitCode, output).toBeUndefined();
  }, 120_000);
});
