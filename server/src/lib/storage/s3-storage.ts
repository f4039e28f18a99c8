/** Media in an S3 bucket (AWS or an S3-compatible store such as MinIO), served from the site's CDN. */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../../config.ts";
import { assertMediaKey } from "./media-key.ts";
import type { MediaStorage } from "./media-storage.ts";

/** Keys are content-addressed (a new photo gets a new key), so caches may keep them forever. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

export function createS3Storage(config: S3Config): MediaStorage & { readonly client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SigV4 signature already covers the body's SHA-256; the extra CRC headers the SDK adds by
    // default are refused by some S3-compatible stores.
    requestChecksumCalculation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });

  return {
    kind: "s3",
    client,

    async put(key, body, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },

    async get(key) {
      assertMediaKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      assertMediaKey(key);
      // S3 answers 204 for a key that does not exist, too.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
