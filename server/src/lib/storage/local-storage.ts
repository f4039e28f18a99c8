/** Media as files under the media directory (served at /media/): written atomically, never outside it. */
import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { assertMediaKey, InvalidMediaKey } from "./media-key.ts";
import type { MediaStorage } from "./media-storage.ts";

export function createLocalStorage(mediaDir: string): MediaStorage {
  const root = resolve(mediaDir);

  function pathOf(key: string): string {
    assertMediaKey(key);
    const path = resolve(root, key);
    // Belt and braces after the key check: the path stays inside the root.
    if (!path.startsWith(root + sep)) throw new InvalidMediaKey(key);
    return path;
  }

  return {
    kind: "local",

    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written next to the target, flushed, then renamed over it: a reader sees the old file or the
      // whole new one, never half of it, even after a crash.
      const temp = join(dirname(path), `.${randomBytes(8).toString("hex")}.tmp`);
      try {
        const file = await open(temp, "wx");
        try {
          await file.writeFile(body);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
