/** Liveness and readiness for load balancers and the test harness: answers once the database answers. */
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        summary: "Health of this node and its database",
        response: { 200: z.object({ status: z.literal("ok"), database: z.enum(["postgres", "pglite"]) }) },
      },
    },
    async (_request, reply) => {
      await app.db.execute(sql`select 1`);
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, database: app.database.kind };
    },
  );
};
