/**
 * Prometheus metrics (METRICS_PORT): requests per route (counter and latency histogram, labelled by the
 * route's pattern so ids never multiply the series), the PostgreSQL pool, the event loop's delay and the
 * rest of prom-client's process metrics, and the mail queue's depth, read from the database at scrape time.
 * They are served by a listener of their own (createMetricsServer), never on the public port.
 */
import { count, eq, min, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import { mailQueue } from "../db/schema.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Present when METRICS_PORT is set. */
    metrics?: Registry;
  }
}

/** Requests that matched no route share one label: raw URLs would make a series per scanner probe. */
const UNMATCHED = "unmatched";

async function mailQueueDepth(db: Database["db"]) {
  const [row] = await db
    .select({
      pending: count(),
      due: sql<number>`count(*) filter (where ${mailQueue.nextAttemptAt} <= now())`.mapWith(Number),
      oldestDue: min(sql`case when ${mailQueue.nextAttemptAt} <= now() then ${mailQueue.createdAt} end`),
    })
    .from(mailQueue)
    .where(eq(mailQueue.status, "pending"));
  return row ?? { pending: 0, due: 0, oldestDue: null };
}

export function registerMetrics(app: FastifyInstance, database: Database): Registry {
  const registry = new Registry();
  // The event loop's delay (nodejs_eventloop_lag_*), heap, GC, CPU, open handles.
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: "amora_db_pool_connections",
    help: "PostgreSQL pool connections: total open, idle, and requests waiting for one (absent on PGlite)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  registerMailQueueGauges(registry, database);
  return registry;
}

/** The mail queue's gauges; their collect() asks the database once per scrape. */
function registerMailQueueGauges(registry: Registry, database: Database): void {
  let reading: Promise<Awaited<ReturnType<typeof mailQueueDepth>> | null> | undefined;
  // Both gauges share one query per scrape: the second collect() finds the first one's in flight. A failed
  // query leaves the gauges as they were: the rest of the scrape still answers (readiness reports the database).
  const read = () => {
    reading ??= mailQueueDepth(database.db)
      .catch(() => null)
      .finally(() => {
        setImmediate(() => {
          reading = undefined;
        });
      });
    return reading;
  };
  new Gauge({
    name: "amora_mail_queue_depth",
    help: "Mails waiting to be sent: all pending, and those due now",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const row = await read();
      if (!row) return;
      this.set({ state: "pending" }, row.pending);
      this.set({ state: "due" }, row.due);
    },
  });
  new Gauge({
    name: "amora_mail_queue_oldest_due_age_seconds",
    help: "Age of the oldest mail that is due and not sent yet (0 when none)",
    registers: [registry],
    async collect() {
      const row = await read();
      if (!row) return;
      const { oldestDue } = row;
      this.set(
        oldestDue ? Math.max(0, (Date.now() - new Date(oldestDue as string | Date).getTime()) / 1000) : 0,
      );
    },
  });
}

/** The metrics listener: GET /metrics in Prometheus's text format, nothing else. */
export function createMetricsServer(registry: Registry): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get("/metrics", async (_request, reply) => {
    reply.header("content-type", registry.contentType).header("cache-control", "no-store");
    return registry.metrics();
  });
  return server;
}
