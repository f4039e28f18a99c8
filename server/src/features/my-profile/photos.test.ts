/** Photo uploads through the real pipeline: images made here with sharp, stored on disk, read back. */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { type MyProfile, MyProfileResponseSchema } from "@amora/contract/my-profile";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  // A fresh address per signup (accounts-test-helpers), so the signup limit per address does not bite.
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

function jpeg(width = 1200, height = 900, colour = { r: 200, g: 80, b: 120 }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A photo as a phone writes it: EXIF with the GPS position of where it was taken. */
function jpegWithGps() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 22/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "4/1 53/1 4200/100",
      },
    })
    .toBuffer();
}

/**
 * A decompression bomb: a 1×1 PNG whose header claims 30,000 × 30,000 pixels (3.6 GB once decoded), in
 * under a hundred bytes. The header's checksum is recomputed, so only the pixel count gives it away.
 */
async function pixelFlood(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), … , CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(bytes: Buffer, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

async function upload(cookie: string | undefined, bytes: Buffer, headers: Record<string, string> = CLIENT) {
  const { payload, contentType } = await multipart(bytes);
  return app.inject({
    method: "POST",
    url: "/api/photos.php",
    headers: { ...headers, "content-type": contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function uploadOk(cookie: string, bytes?: Buffer): Promise<MyProfile> {
  const response = await upload(cookie, bytes ?? (await jpeg()));
  expect(response.statusCode, response.body).toBe(200);
  return MyProfileResponseSchema.parse(response.json()).profile;
}

function photoCall(method: "PUT" | "DELETE", cookie: string | undefined, photoId: unknown) {
  return app.inject({
    method,
    url: "/api/photos.php",
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    payload: { photo_id: photoId },
  });
}

const stored = (path: string) => join(app.config.mediaDir, path);

describe("uploading photos", () => {
  it("re-encodes an upload into three bounded WebP sizes and makes the first photo the main one", async () => {
    const { cookie } = await signUpOk(app);
    const profile = await uploadOk(cookie, await jpeg(4000, 3000));
    expect(profile.photos).toHaveLength(1);
    const [photo] = profile.photos;
    expect(profile.main_photo_id).toBe(photo?.id);
    expect(profile.main_image).toEqual({
      filename: photo?.filename,
      thumb_filename: photo?.thumb_filename,
      match: photo?.match,
    });
    for (const path of [photo?.filename, photo?.match, photo?.thumb_filename]) {
      const meta = await sharp(await readFile(stored(path ?? ""))).metadata();
      expect(meta.format, path).toBe("webp");
      expect(Math.max(meta.width, meta.height), path).toBeLessThanOrEqual(1600);
    }
  });

  it("strips the GPS position and every other EXIF field from what it stores", async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("PhoneCo"))).toBe(true);

    const { cookie } = await signUpOk(app);
    const [photo] = (await uploadOk(cookie, original)).photos;
    for (const path of [photo?.filename, photo?.match, photo?.thumb_filename]) {
      const bytes = await readFile(stored(path ?? ""));
      expect((await sharp(bytes).metadata()).exif, path).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneCo")), path).toBe(false);
      expect(bytes.includes(Buffer.from("GPS")), path).toBe(false);
    }
  });

  it("refuses what is not an image, a pixel flood, a file over 20 MB and a request without a file", async () => {
    const { cookie } = await signUpOk(app);
    const notImage = await upload(cookie, Buffer.from("<svg onload=alert(1)></svg>"));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().code).toBe("PHOTO_NOT_AN_IMAGE");

    const bomb = await upload(cookie, await pixelFlood(30_000, 30_000));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toMatchObject({ code: "PHOTO_TOO_MANY_PIXELS" });

    const huge = await upload(cookie, Buffer.alloc(50 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", params: { megabytes: 20 } });

    const empty = await app.inject({
      method: "POST",
      url: "/api/photos.php",
      headers: { ...CLIENT, cookie, "content-type": "application/json" },
      payload: { photo: "x" },
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);

    expect((await uploadOk(cookie)).photos).toHaveLength(1);
  });

  it("answers a form it cannot read with a code: no boundary 400, cut short 400, not multipart 415", async () => {
    const { cookie } = await signUpOk(app);
    const { payload, contentType } = await multipart(await jpeg(200, 100));
    const post = (type: string, body: Buffer | string) =>
      app.inject({
        method: "POST",
        url: "/api/photos.php",
        headers: { ...CLIENT, cookie, "content-type": type },
        payload: body,
      });

    const noBoundary = await post("multipart/form-data", payload);
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json().code).toBe("BAD_REQUEST");

    const cutShort = await post(contentType, payload.subarray(0, payload.length - 40));
    expect(cutShort.statusCode, cutShort.body).toBe(400);
    expect(cutShort.json().code).toBe("BAD_REQUEST");

    const garbage = await post(contentType, "not a multipart body");
    expect(garbage.statusCode, garbage.body).toBe(400);
    expect(garbage.json().code).toBe("BAD_REQUEST");

    const plain = await post("text/plain", "a photo, honestly");
    expect(plain.statusCode, plain.body).toBe(415);
    expect(plain.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");

    expect((await post(contentType, payload)).statusCode).toBe(200);
  });

  it("lets free members keep 3 photos and premium members 25", async () => {
    const { cookie, user } = await signUpOk(app);
    for (let i = 0; i < 3; i += 1) await uploadOk(cookie);
    const fourth = await upload(cookie, await jpeg());
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ code: "PHOTO_LIMIT_REACHED", params: { limit: 3 } });

    await app.db.update(users).set({ paidUser: true }).where(eq(users.id, user.id));
    const small = await jpeg(300, 200);
    let profile: MyProfile | undefined;
    for (let i = 3; i < 25; i += 1) profile = await uploadOk(cookie, small);
    expect(profile?.photos).toHaveLength(25);
    expect(profile?.photo_limit).toBe(25);
    expect((await upload(cookie, small)).json()).toMatchObject({ params: { limit: 25 } });
  });

  it("keeps to the limit when uploads arrive at the same time", async () => {
    const { cookie } = await signUpOk(app);
    const bytes = await jpeg(400, 300);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(cookie, bytes)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const mine = await app.inject({ method: "GET", url: "/api/my-profile.php", headers: { cookie } });
    expect(mine.json().profile.photos).toHaveLength(3);
  });

  it("needs a logged-in member and the client header", async () => {
    expect((await upload(undefined, await jpeg())).json().code).toBe("authentication_required");
    const { cookie } = await signUpOk(app);
    expect((await upload(cookie, await jpeg(), {})).json().code).toBe("CLIENT_HEADER_REQUIRED");
  });
});

describe("choosing and deleting photos", () => {
  it("moves the main photo, and deleting the main one promotes the next and removes its files", async () => {
    const { cookie } = await signUpOk(app);
    await uploadOk(cookie);
    const [first, second] = (await uploadOk(cookie)).photos;
    if (!first || !second) throw new Error("two photos expected");

    const chosen = MyProfileResponseSchema.parse((await photoCall("PUT", cookie, second.id)).json()).profile;
    expect(chosen.main_photo_id).toBe(second.id);
    expect(chosen.photos[0]?.id).toBe(second.id);

    const after = MyProfileResponseSchema.parse(
      (await photoCall("DELETE", cookie, second.id)).json(),
    ).profile;
    expect(after.photos.map((p) => p.id)).toEqual([first.id]);
    expect(after.main_photo_id).toBe(first.id);
    for (const path of [second.filename, second.match, second.thumb_filename]) {
      expect(existsSync(stored(path)), path).toBe(false);
    }

    const none = MyProfileResponseSchema.parse((await photoCall("DELETE", cookie, first.id)).json()).profile;
    expect(none).toMatchObject({ photos: [], main_photo_id: null, main_image: null });
  });

  it("never touches another member's photos: their ids are not found", async () => {
    const owner = await signUpOk(app);
    const [photo] = (await uploadOk(owner.cookie)).photos;
    const other = await signUpOk(app);
    await uploadOk(other.cookie);

    expect((await photoCall("PUT", other.cookie, photo?.id)).json().code).toBe("NOT_FOUND");
    expect((await photoCall("DELETE", other.cookie, photo?.id)).json().code).toBe("NOT_FOUND");
    const ownerView = await app.inject({
      method: "GET",
      url: "/api/my-profile.php",
      headers: { cookie: owner.cookie },
    });
    expect(ownerView.json().profile).toMatchObject({ main_photo_id: photo?.id, photos: [{ id: photo?.id }] });
    expect(existsSync(stored(photo?.filename ?? ""))).toBe(true);
  });

  it("refuses bad photo ids and visitors", async () => {
    const { cookie } = await signUpOk(app);
    for (const bad of ["1", -1, 0, 1.5, 99_999_999_999, null]) {
      expect((await photoCall("PUT", cookie, bad)).json().code, String(bad)).toBe("VALIDATION_FAILED");
    }
    expect((await photoCall("DELETE", cookie, 999_999)).statusCode).toBe(404);
    expect((await photoCall("DELETE", undefined, 1)).json().code).toBe("authentication_required");
  });
});
