/**
 * The OpenAPI document, generated from the routes: their zod schemas, their tag (the feature that registered
 * them, `tagged`), and from their config what every route may also answer — 400 when it validates input,
 * 403 when it is for members (with the session cookie's security requirement), 429 when it is rate limited,
 * 503 always — plus the domain codes a route declares in `config.errors`. Served at /api/openapi.json and
 * browsable at /api/docs, to whom DEV_TOOLS allows.
 */
import { SESSION_COOKIE } from "@amora/contract/accounts";
import { STAFF_SESSION_COOKIE } from "@amora/contract/admin";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  RouteOptions,
} from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { devToolsGuard } from "./dev-tools.ts";

type JsonSchema = Record<string, unknown>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The domain error codes the route answers, by status (the generic ones are derived, see above). */
    errors?: Readonly<Record<number, readonly string[]>>;
    /** The fields of a multipart body, which the route reads itself (so no `schema.body`): documented. */
    multipart?: { required: readonly string[]; properties: Readonly<Record<string, JsonSchema>> };
  }
}

export const SECURITY_SCHEME = "sessionCookie";
/** The back office's own cookie (never the members'). */
export const STAFF_SECURITY_SCHEME = "staffSessionCookie";

/** A multipart body of a photo (part "photo", last) after the given fields, for `config.multipart`. */
export function photoUpload(fields?: z.ZodType): NonNullable<FastifyContextConfig["multipart"]> {
  const json = (fields ? z.toJSONSchema(fields, { io: "input" }) : {}) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return {
    required: [...(json.required ?? []), "photo"],
    properties: {
      ...json.properties,
      photo: { type: "string", format: "binary", description: "JPEG, PNG, WebP or HEIC" },
    },
  };
}
export const DOCS_PREFIX = "/api/docs";

/** Registers a feature's routes under its tag in the document (the plugin keeps its own type and options). */
export function tagged<Plugin extends FastifyPluginAsync<never>>(tag: string, plugin: Plugin): Plugin {
  const wrapper: FastifyPluginAsync<FastifyPluginOptions> = async (scope, options) => {
    scope.addHook("onRoute", (route) => {
      route.schema = { ...route.schema, tags: [tag] };
    });
    await scope.register(plugin as unknown as FastifyPluginAsync<FastifyPluginOptions>, options);
  };
  return wrapper as unknown as Plugin;
}

const GENERIC_ERRORS = {
  validated: [400, "VALIDATION_FAILED", "The request does not fit the schema."],
  clientHeader: [403, "CLIENT_HEADER_REQUIRED", "A state-changing call without `X-Request-Type: client`."],
  member: [403, "authentication_required", "No member is logged in (the web app logs out)."],
  staff: [401, "STAFF_LOGIN_REQUIRED", "No member of staff is fully signed in."],
  role: [403, "FORBIDDEN", "The staff member's roles do not include one the call allows."],
  rateLimited: [429, "RATE_LIMITED", "Too many calls; `Retry-After` says when to try again."],
  unavailable: [503, "SERVICE_UNAVAILABLE", "The database is briefly unavailable; `Retry-After` says when."],
} as const;

/** Every status the route may answer besides its own responses, with its codes. */
export function errorCodesOf(route: RouteOptions): Map<number, Set<string>> {
  const codes = new Map<number, Set<string>>();
  const add = (status: number, code: string) => codes.set(status, (codes.get(status) ?? new Set()).add(code));
  const { config = {}, schema = {} } = route;
  const methods = [route.method].flat();
  if (schema.body || schema.querystring || schema.params || config.multipart)
    add(...pair(GENERIC_ERRORS.validated));
  if (methods.some((m) => !["GET", "HEAD", "OPTIONS"].includes(m)) && !config.skipClientHeader) {
    add(...pair(GENERIC_ERRORS.clientHeader));
  }
  if (config.access === "member") add(...pair(GENERIC_ERRORS.member));
  if (config.access === "staff") {
    add(...pair(GENERIC_ERRORS.staff));
    add(...pair(GENERIC_ERRORS.role));
  }
  if (config.rateLimit) add(...pair(GENERIC_ERRORS.rateLimited));
  add(...pair(GENERIC_ERRORS.unavailable));
  for (const [status, list] of Object.entries(config.errors ?? {}))
    for (const code of list) add(Number(status), code);
  return codes;
}

function pair([status, code]: readonly [number, string, string]): [number, string] {
  return [status, code];
}

/** JSON whatever the route `produces` on success. */
function errorResponse(codes: Set<string>): JsonSchema {
  const generic = Object.values(GENERIC_ERRORS).filter(([, code]) => codes.has(code));
  const schema = {
    type: "object",
    required: ["code", "message"],
    properties: { code: { type: "string", enum: [...codes] }, message: { type: "string" } },
    additionalProperties: true,
  };
  return {
    description: generic.length === codes.size ? generic.map(([, , why]) => why).join(" ") : "Refused.",
    content: { "application/json": { schema } },
  };
}

/** jsonSchemaTransform, then what the route's config says about access, errors and multipart bodies. */
function transform(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const route = input.route as RouteOptions & { websocket?: boolean };
  // @fastify/websocket hides its routes; the live connection is part of the API all the same.
  const source = route.websocket && input.schema ? { ...input.schema, hide: false } : input.schema;
  const { schema, url } = jsonSchemaTransform({ ...input, schema: source });
  if (!schema || schema.hide) return { schema, url };
  const documented: JsonSchema = { ...schema };
  const { config = {} } = route;
  if (config.access === "member") documented.security = [{ [SECURITY_SCHEME]: [] }];
  else if (config.access === "optional") documented.security = [{}, { [SECURITY_SCHEME]: [] }];
  else if (config.access === "staff") documented.security = [{ [STAFF_SECURITY_SCHEME]: [] }];
  else if (config.access === "staff-login") documented.security = [{}, { [STAFF_SECURITY_SCHEME]: [] }];
  if (config.multipart) {
    documented.consumes = ["multipart/form-data"];
    documented.body = { type: "object", ...config.multipart };
  }
  const responses = { ...(schema.response as Record<string, JsonSchema> | undefined) };
  if (route.websocket)
    responses["101"] = { description: "Switching to the WebSocket protocol.", type: "null" };
  if (!Object.keys(responses).some((status) => Number(status) < 400)) {
    // A page (`produces` HTML), or a call that answers no body (the payment webhook).
    responses["200"] = documented.produces
      ? { description: "The page", type: "string" }
      : { description: "Done (no body)", type: "null" };
  }
  for (const [status, codes] of errorCodesOf(route)) responses[String(status)] ??= errorResponse(codes);
  documented.response = responses;
  return { schema: documented, url };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Amora API",
        version: "1",
        description:
          "Every call also answers at its `.php` path (spec §7), e.g. /api/settings.php. Errors are `{ code, message }`.",
      },
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
          [STAFF_SECURITY_SCHEME]: { type: "apiKey", in: "cookie", name: STAFF_SESSION_COOKIE },
        },
      },
    },
    transform,
  });
}

/** /api/openapi.json and the browsable /api/docs: developer tools, behind the DEV_TOOLS guard. */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  const guard = devToolsGuard(app.config.devTools);
  app.get(
    "/api/openapi.json",
    { schema: { hide: true }, config: { access: "public" }, onRequest: guard },
    async () => app.swagger(),
  );
  await app.register(async (docs) => {
    // swagger-ui's routes take no options of ours: they are marked here, as every /api route is.
    docs.addHook("onRoute", (route) => {
      route.config = { ...route.config, access: "public" };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, uiHooks: { onRequest: guard } });
  });
}
