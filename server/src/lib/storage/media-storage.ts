/**
 * Where uploaded media (photos) are written: the local media directory (local-storage.ts), or an S3 bucket
 * (s3-storage.ts); create-media-storage.ts picks one from the configuration.
 */

export interface MediaStorage {
  /** Stores bytes under a key like "photos/ab/abcdef….webp"; overwrites. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads a key's bytes; null when it does not exist (a member's data export, issue 17). */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  readonly kind: "local" | "s3";
}
