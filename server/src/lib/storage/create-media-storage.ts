/** The storage the configuration asks for: S3 when S3_BUCKET is set, else files under `mediaDir` (served at /media/). */
import type { Config } from "../../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import type { MediaStorage } from "./media-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

export function createMediaStorage(config: Pick<Config, "mediaDir" | "s3">): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir);
}
