/**
 * The background job that builds data exports (issue 17), on every node: a request kicks it, and it polls
 * for exports left by a node that stopped. Claims keep nodes apart (data-export.queries.ts).
 */
import type { FastifyBaseLogger } from "fastify";
import { createPollingLoop, type PollingLoop } from "../../lib/jobs/polling-loop.ts";
import { buildPendingExports, type ExportBuildDeps } from "./data-export.service.ts";

/** Exports are rare and the member waits for a mail anyway: a minute between polls is plenty. */
const POLL_MS = 60_000;

export function createExportWorker(deps: ExportBuildDeps & { log: FastifyBaseLogger }): PollingLoop {
  const onError = (err: unknown) => deps.log.error({ err }, "building a data export failed");
  const loop: PollingLoop = createPollingLoop({
    pollMs: POLL_MS,
    work: async () => {
      await buildPendingExports(deps, onError, loop.isStopped);
    },
    onError,
  });
  return loop;
}
