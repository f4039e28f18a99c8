/** One error shape for every failure: `{ code, message }` with a stable code; internals never leak to the caller. */
import { type ApiError, type ErrorCode, errorCodeForStatus } from "@amora/contract/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isConnectionError } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { setSecurityHeaders } from "./security-headers.ts";

/** Seconds a caller should wait before trying again while the database connections come back. */
const RETRY_AFTER_SECONDS = 1;

/** Fastify's own error codes that are the caller's fault, with the code we answer. */
const CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "BAD_REQUEST",
  FST_ERR_CTP_EMPTY_JSON_BODY: "BAD_REQUEST",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "BAD_REQUEST",
  FST_ERR_BAD_URL: "BAD_REQUEST",
};

export function toApiError(error: FastifyError | AppError | Error): { status: number; body: ApiError } {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody() };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: `${error.validationContext ?? "body"}${v.instancePath.replaceAll("/", ".")}`,
      code: String(v.keyword),
    }));
    return { status: 400, body: { code: "VALIDATION_FAILED", message: "The request is not valid.", issues } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? CLIENT_ERRORS[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  if (known)
    return {
      status: status >= 400 && status < 500 ? status : 400,
      body: { code: known, message: error.message },
    };
  if (status >= 400 && status < 500)
    return { status, body: { code: errorCodeForStatus(status), message: error.message } };
  // Lost or refused database connections are passing: the pool reconnects by itself. No retry here: a
  // statement that failed at COMMIT may have committed, so only the caller may decide to repeat it.
  if (isConnectionError(error))
    return {
      status: 503,
      body: { code: "SERVICE_UNAVAILABLE", message: "The service is briefly unavailable, please try again." },
    };
  return { status: 500, body: { code: "INTERNAL", message: "An error occurred, please try again later." } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error);
    if (status === 503) {
      request.log.warn({ err: error }, "request failed: database unavailable");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, status }, "request refused");
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: what it answers before routing, when it cannot decode the URL (`/%`,
 * `/api/%E0%A4%A`). No hook has run then, so the security headers are set here; the shape is the house's.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toApiError(error);
  request.log.info({ code: body.code, status }, "request refused before routing");
  setSecurityHeaders(reply, request);
  void reply
    .status(status)
    .send(
      error.code === "FST_ERR_BAD_URL" ? { code: body.code, message: "The address is not valid." } : body,
    );
}
