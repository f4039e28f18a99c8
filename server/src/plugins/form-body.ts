/**
 * Plain HTML forms and payment providers' webhooks post `application/x-www-form-urlencoded`, which Fastify
 * does not parse by itself: this reads such a body into an object of strings, in the calling plugin only.
 */
import type { FastifyInstance } from "fastify";

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
