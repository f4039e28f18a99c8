/**
 * Closed-loop HTTP load through autocannon. Its raw result is taken (`skipAggregateResult`) and its own HDR
 * histograms read: requests completed per second (their mean is autocannon's req/s) and latencies (its
 * summary leaves out the p95 the budgets name).
 */
import autocannon, { type Request } from "autocannon";
import { decodeFromCompressedBase64 } from "hdr-histogram-js";

export interface LoadSpec {
  /** One URL per target process: autocannon spreads the connections over them in turn. */
  urls: string[];
  /** The path asked on every URL, unless `vary` sets another. */
  path?: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request before it is sent (another member, another query, a new client id). */
  vary?: (request: Request) => Request;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, and connection errors or timeouts: a measure with any is not met. */
  failures: number;
  statusCodes: Record<string, number>;
}

export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const options = {
    url: spec.urls.map((url) => `${url}${spec.path ?? "/"}`),
    connections: spec.connections,
    duration: spec.seconds,
    method: spec.method ?? "GET",
    headers: spec.headers,
    body: spec.body,
    requests: spec.vary ? [{ setupRequest: spec.vary }] : undefined,
    skipAggregateResult: true,
  };
  const raw = await autocannon(options);
  const latencies = decodeFromCompressedBase64(raw.latencies);
  // Requests completed in each second of the run: without its own aggregation, autocannon's summary of
  // them comes out empty.
  const perSecond = decodeFromCompressedBase64(raw.requests);
  const statusCodes = Object.fromEntries(
    Object.entries(raw.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    requestsPerSecond: perSecond.mean,
    p50: latencies.getValueAtPercentile(50),
    p95: latencies.getValueAtPercentile(95),
    p99: latencies.getValueAtPercentile(99),
    failures: raw.non2xx + raw.errors + raw.timeouts,
    statusCodes,
  };
}
