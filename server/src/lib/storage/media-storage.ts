/** Where uploaded media (photos) are written: the local media directory, or an S3 bucket when configured. */
import type { Config } from "../../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

export interface MediaStorage {
  /** Stores bytes under a key like "photos/ab/abcdef….webp"; overwrites. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  readonly kind: "local" | "s3";
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else files under `mediaDir` (served at /media/). */
export function createMediaStorage(config: Pick<Config, "mediaDir" | "s3">): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir);
}
