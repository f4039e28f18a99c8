/**
 * Plain HTML forms and payment providers' webhooks post `application/x-www-form-urlencoded`, which Fastify
 * does not parse by itself: @fastify/formbody reads such a body, within the app's body limit, in the calling
 * plugin only (elsewhere a form stays 415). Its default parser turns a repeated name into an array; the
 * WHATWG parser here keeps one string per name (the last), which is what the routes' schemas expect.
 */
import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";

function lastValuePerName(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export async function acceptFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyFormbody, { parser: lastValuePerName });
}
