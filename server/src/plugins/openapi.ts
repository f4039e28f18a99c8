/** The OpenAPI document, generated from the route schemas; served at /api/openapi.json to whom DEV_TOOLS allows. */
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { devToolsGuard } from "./dev-tools.ts";

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Amora API",
        version: "1",
        description: "Every call also answers at its `.php` path (spec §7), e.g. /api/settings.php.",
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(
    "/api/openapi.json",
    { schema: { hide: true }, onRequest: devToolsGuard(app.config.devTools) },
    async () => app.swagger(),
  );
}
