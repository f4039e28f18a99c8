/** The demo people's portraits: drawn on first request, one person per profile, cached in the media directory. */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, profiles } from "../db/schema.ts";
import { seedDemo } from "../seed/index.ts";
import { PHOTO_SIZES } from "../seed/portrait-render.ts";
import { parsePortraitPath, personLook, photoLook } from "../seed/portraits.ts";
import { buildTestApp } from "../test/test-app.ts";

const SEED = 7;
let app: FastifyInstance;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), "amora-portraits-"));
  app = await buildTestApp({
    config: { mediaDir },
    seed: async (db) => {
      await seedDemo(db, { profiles: 130, seed: SEED });
    },
  });
});
afterAll(() => app.close());

async function fetchPhoto(path: string) {
  const response = await app.inject({ method: "GET", url: `/media/${path}` });
  return { status: response.statusCode, body: response.rawPayload, type: response.headers["content-type"] };
}
const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("demo portraits", () => {
  it("draws a different person for every profile: 100 main photos, 100 different files", async () => {
    const mains = await app.db
      .select({ filename: photos.filename })
      .from(profiles)
      .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .orderBy(asc(profiles.id))
      .limit(100);
    expect(mains).toHaveLength(100);
    const hashes = new Set<string>();
    for (const { filename } of mains) {
      const photo = await fetchPhoto(filename);
      expect(photo.status, filename).toBe(200);
      expect(photo.type).toBe("image/webp");
      hashes.add(sha(photo.body));
    }
    expect(hashes.size).toBe(100);
  }, 60_000);

  it("shows one person across a profile's photos: same face and hair, another day's clothes and background", async () => {
    const all = await app.db.select().from(photos).orderBy(asc(photos.profileId), asc(photos.position));
    const byProfile = new Map<number, typeof all>();
    for (const photo of all)
      byProfile.set(photo.profileId, [...(byProfile.get(photo.profileId) ?? []), photo]);
    const [profileId, own] = [...byProfile].find(([, list]) => list.length >= 3)!;
    const keys = own.map((p) => parsePortraitPath(p.filename)!);
    for (const key of keys) {
      expect(key).toMatchObject({ seed: SEED, profileId });
      expect(personLook(key)).toEqual(personLook(keys[0]!));
    }
    expect(new Set(keys.map((k) => JSON.stringify(photoLook(k)))).size).toBe(keys.length);
    // Another profile is another person (of the same gender and hair here, to compare like with like).
    expect(personLook({ ...keys[0]!, profileId: profileId + 1 })).not.toEqual(personLook(keys[0]!));

    const bodies = await Promise.all(own.map((p) => fetchPhoto(p.filename)));
    expect(new Set(bodies.map((b) => sha(b.body))).size).toBe(own.length);
  });

  it("draws each size at its stated size and keeps the file, so the next request reads it", async () => {
    const [photo] = await app.db.select().from(photos).orderBy(asc(photos.id)).limit(1);
    for (const size of ["filename", "matchFilename", "thumbFilename"] as const) {
      const path = photo![size];
      const first = await fetchPhoto(path);
      expect(await sharp(first.body).metadata()).toMatchObject({ format: "webp", ...PHOTO_SIZES[size] });
      expect(existsSync(join(mediaDir, path))).toBe(true);
      expect(sha((await fetchPhoto(path)).body)).toBe(sha(first.body));
    }
  });

  it("draws nothing for a path no photo has: 404 and no file", async () => {
    const [photo] = await app.db.select().from(photos).orderBy(asc(photos.id)).limit(1);
    const key = parsePortraitPath(photo!.filename)!;
    // A well-formed name of the same profile, but a photo it does not have.
    const stranger = photo!.filename.replace(`-${key.variant}.webp`, "-17.webp");
    expect(parsePortraitPath(stranger)).not.toBeNull();
    expect((await fetchPhoto(stranger)).status).toBe(404);
    expect(existsSync(join(mediaDir, stranger))).toBe(false);
  });
});
