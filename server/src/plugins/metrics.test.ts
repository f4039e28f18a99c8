import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../lib/mail/mail-queue.ts";
import { siteByDomain } from "../lib/mail/test-fixtures.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "../test/test-app.ts";
import { createMetricsServer } from "./metrics.ts";

let app: FastifyInstance;
let metricsServer: FastifyInstance;
let exposition: string;

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { metrics: { port: 0, host: "127.0.0.1" } } });
  const site = await siteByDomain(app.db, "amora.test");
  for (const to of ["a@example.com", "b@example.com"]) {
    await enqueueMail(app.db, {
      siteId: site.id,
      to,
      kind: "activation",
      subject: "s",
      html: "<p>h</p>",
      text: "t",
    });
  }
  // One of them is not due yet (a retry waiting for its backoff).
  await app.db.execute(
    sql`update mail_queue set next_attempt_at = now() + interval '1 hour' where to_address = 'b@example.com'`,
  );

  for (let i = 0; i < 3; i++) await app.inject({ method: "GET", url: "/api/health" });
  await app.inject({ method: "GET", url: "/api/settings.php" });
  await app.inject({ method: "GET", url: "/api/nope" });
  for (const id of [101, 202]) await app.inject({ method: "GET", url: `/dev/mailbox/${id}` });

  metricsServer = createMetricsServer(app.metrics!);
  const response = await metricsServer.inject({ method: "GET", url: "/metrics" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("text/plain");
  exposition = response.body;
});
afterAll(async () => {
  await metricsServer?.close();
  await app.close();
});

describe("the Prometheus exposition", () => {
  it("counts requests per method, route pattern and status", () => {
    expect(exposition).toContain('http_requests_total{method="GET",route="/api/health",status_code="200"} 3');
    expect(exposition).toContain(
      'http_requests_total{method="GET",route="/api/settings",status_code="200"} 1',
    );
    // Unknown paths and ids share a series each instead of one per URL.
    expect(exposition).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(exposition).toMatch(
      /http_requests_total\{method="GET",route="\/dev\/mailbox\/:id[^"]*",status_code="404"\} 2/,
    );
    expect(exposition).not.toContain("/dev/mailbox/101");
  });

  it("has a latency histogram per route", () => {
    expect(exposition).toContain("# TYPE http_request_duration_seconds histogram");
    expect(exposition).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health",status_code="200"\} \d/,
    );
    expect(exposition).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 3',
    );
  });

  it("reports the event loop's delay and the process", () => {
    expect(exposition).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(exposition).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(exposition).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it("reports the mail queue's depth and the age of its oldest due mail", () => {
    expect(exposition).toContain('amora_mail_queue_depth{state="pending"} 2');
    expect(exposition).toContain('amora_mail_queue_depth{state="due"} 1');
    expect(exposition).toMatch(/^amora_mail_queue_oldest_due_age_seconds \d/m);
  });

  it("reports the database pool (PostgreSQL; PGlite has none)", () => {
    expect(exposition).toContain("# TYPE amora_db_pool_connections gauge");
    if (app.database.kind === "postgres") {
      expect(exposition).toMatch(/amora_db_pool_connections\{state="total"\} [1-9]/);
      expect(exposition).toMatch(/amora_db_pool_connections\{state="idle"\} \d/);
      expect(exposition).toContain('amora_db_pool_connections{state="waiting"} 0');
    }
  });

  it("is served only by the metrics listener, not the public app", async () => {
    const response = await app.inject({ method: "GET", url: "/metrics" });
    expect(response.body).not.toContain("http_requests_total");
  });
});
