/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module "autocannon" {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options extends Request {
    url: string | string[];
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (request: Request) => Request }[];
    /** Hand back autocannon's raw result, its histograms still encoded. */
    skipAggregateResult?: boolean;
  }
  export interface RawResult {
    latencies: string;
    requests: string;
    totalCompletedRequests: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<RawResult>;
  export default autocannon;
}
