/**
 * GET /media/demo/people/…: the demo people's portraits, each drawn on its first request from its path and
 * kept in the media directory, so the seed draws nothing and a million profiles cost no drawing at all.
 * Only paths the photos table holds are drawn, so a client cannot make the server fill its disk.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { parsePortraitPath } from "../seed/portraits.ts";

export interface DemoPortraitOptions {
  mediaDir: string;
  cacheControl: string;
  /** Whether the photos table holds this path for this profile (the profiles feature answers; decision 025). */
  isPhotoPath(profileId: number, path: string): Promise<boolean>;
}

export async function demoPortraitRoutes(app: FastifyInstance, options: DemoPortraitOptions): Promise<void> {
  /** Draws in flight by path: a search page asking for the same new portrait twice draws it once. */
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(path: string): Promise<Buffer | null> {
    const key = parsePortraitPath(path);
    if (!key || !(await options.isPhotoPath(key.profileId, path))) return null;
    // The renderer (DiceBear, sharp) loads with the first portrait, not with the server.
    const { renderPortrait } = await import("../seed/portrait-render.ts");
    const webp = await renderPortrait(key, key.size);
    const file = join(options.mediaDir, path);
    await mkdir(dirname(file), { recursive: true });
    // Written aside and renamed, so another process never serves half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, webp);
    await rename(partial, file);
    return webp;
  }

  function send(reply: FastifyReply, webp: Buffer) {
    return reply.header("cache-control", options.cacheControl).type("image/webp").send(webp);
  }

  app.get<{ Params: { directory: string; file: string } }>(
    "/media/demo/people/:directory/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const path = `demo/people/${request.params.directory}/${request.params.file}`;
      if (!parsePortraitPath(path))
        return reply.code(404).send({ code: "NOT_FOUND", message: "No such photo." });
      try {
        return send(reply, await readFile(join(options.mediaDir, path)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      let pending = drawing.get(path);
      if (!pending) {
        pending = draw(path).finally(() => drawing.delete(path)) as Promise<Buffer>;
        drawing.set(path, pending);
      }
      const webp = await pending;
      if (!webp) return reply.code(404).send({ code: "NOT_FOUND", message: "No such photo." });
      return send(reply, webp);
    },
  );
}
