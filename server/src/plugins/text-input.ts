/**
 * Refuses text the database cannot store: PostgreSQL's text and jsonb have no U+0000, so a NUL anywhere in
 * a request's query, path parameters or parsed body (JSON, form) would fail the first query that carries
 * it with a 500. Checked once for every route, after parsing and before validation and the handler;
 * multipart fields are checked where they are read (lib/images/photo-upload.ts).
 */
import type { FastifyInstance } from "fastify";
import { findNul, nulRefusal } from "../lib/nul-characters.ts";

export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const found =
      findNul(request.params, "params") ??
      findNul(request.query, "querystring") ??
      findNul(request.body, "body");
    if (found) throw nulRefusal(found);
  });
}
