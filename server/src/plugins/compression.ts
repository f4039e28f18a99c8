/**
 * Answers compressed per response (@fastify/compress): the API's JSON and the HTML of index.html, from 1 KiB
 * up, brotli or gzip as the client prefers (brotli on a tie), at the lowest levels (see BROTLI_QUALITY). The
 * built app's files are compressed by the build and their routes opt out (plugins/web-app.ts); images and
 * fonts are not compressible types, Server-Sent Events are excluded by the plugin's default, and WebSocket
 * upgrades send no reply body. Request bodies are
 * not decompressed: no client of ours sends them encoded, and a small gzip body can inflate a thousandfold.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { negotiateEncoding } from "../lib/http/content-negotiation.ts";

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * The fastest levels: on this app's answers (5–8 KB of JSON) they add ~70 µs of CPU per answer where brotli 4
 * or gzip 6 add ~120 µs, for bodies ~10% larger that still fit the same few packets (docs/performance.md).
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/**
 * What the plugin does for routes, for an answer made where its hooks do not run (the not-found handler, which
 * sends index.html): `body` compressed as the client accepts, with Content-Encoding and Vary set.
 */
export function compressedBody(request: FastifyRequest, reply: FastifyReply, body: string): Buffer | string {
  if (Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return body;
  reply.header("vary", "accept-encoding");
  const encoding = negotiateEncoding(request.headers["accept-encoding"], ["br", "gzip"] as const);
  if (!encoding) return body;
  reply.header("content-encoding", encoding);
  return encoding === "br" ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, { level: GZIP_LEVEL });
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: { level: GZIP_LEVEL },
  });
}
