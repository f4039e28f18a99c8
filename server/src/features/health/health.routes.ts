/**
 * Health for load balancers, orchestrators and the test harness: `/api/health/live` (the process answers;
 * restart it if not), `/api/health/ready` (the database and Redis answer; send it traffic only then) and the
 * original `/api/health` (the database answers), which the browser journeys wait on.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createReadinessChecker, pingDatabase } from "./readiness.ts";

const CheckStateSchema = z.enum(["up", "down", "not_configured"]);
const ChecksSchema = z.object({ database: CheckStateSchema, redis: CheckStateSchema });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const readiness = createReadinessChecker({
    db: app.db,
    redisUrl: app.config.redisUrl,
    onError: (what, err) => app.log.warn({ err }, `readiness: ${what} is down`),
  });
  app.addHook("onClose", () => readiness.close());

  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        summary: "Health of this node and its database",
        response: { 200: z.object({ status: z.literal("ok"), database: z.enum(["postgres", "pglite"]) }) },
      },
    },
    async (_request, reply) => {
      await pingDatabase(app.db);
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, database: app.database.kind };
    },
  );

  app.get(
    "/health/live",
    {
      config: { access: "public" },
      schema: {
        summary: "Liveness: the process serves requests (no dependency is asked)",
        response: { 200: z.object({ status: z.literal("alive") }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "alive" as const };
    },
  );

  app.get(
    "/health/ready",
    {
      config: { access: "public" },
      schema: {
        summary: "Readiness: the database and Redis answer within a second",
        response: {
          200: z.object({ status: z.literal("ready"), checks: ChecksSchema }),
          503: z.object({
            code: z.literal("SERVICE_UNAVAILABLE"),
            message: z.string(),
            checks: ChecksSchema,
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const checks = await readiness.check();
      const down = Object.entries(checks)
        .filter(([, state]) => state === "down")
        .map(([name]) => name);
      if (down.length === 0) return { status: "ready" as const, checks };
      return reply.status(503).send({
        code: "SERVICE_UNAVAILABLE" as const,
        message: `Not ready: ${down.join(" and ")} ${down.length === 1 ? "is" : "are"} down.`,
        checks,
      });
    },
  );
};
