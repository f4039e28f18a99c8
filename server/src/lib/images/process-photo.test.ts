import { crc32, deflateSync } from "node:zlib";
import sharp, { type Metadata, type Sharp } from "sharp";
import { describe, expect, it, vi } from "vitest";
import { MAX_PHOTO_PIXELS, PHOTO_SIZES, PhotoRejected, processPhoto } from "./process-photo.ts";

/** A photo-like image: a coloured background with a white square, so crops have something to find. */
function canvas(width: number, height: number) {
  const square = Math.max(1, Math.floor(Math.min(width, height) / 4));
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).composite([
    {
      input: { create: { width: square, height: square, channels: 3, background: "white" } },
      left: Math.floor(width / 3),
      top: Math.floor(height / 3),
    },
  ]);
}

async function rejection(input: Buffer): Promise<PhotoRejected> {
  const error = await processPhoto(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoRejected);
  return error as PhotoRejected;
}

async function expectClean(photo: Buffer) {
  const metadata = await sharp(photo).metadata();
  expect(metadata.format).toBe("webp");
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  return metadata;
}

/** A 1×1 PNG whose header is rewritten to declare `width`×`height` (CRC fixed): a pixel flood. */
async function pixelFloodPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await canvas(1, 1).png().toBuffer());
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), … CRC over type and data.
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A minimal HEIC container (ISO BMFF: ftyp, meta with one `hvc1` item and its hvcC/ispe properties,
 * mdat): enough for libheif to read its header as HEVC-coded HEIF; the "bitstream" is not real.
 */
function heicContainer(width: number, height: number): Buffer {
  const u8 = (n: number) => Buffer.from([n]);
  const u16 = (n: number) => {
    const b = Buffer.alloc(2);
    b.writeUInt16BE(n);
    return b;
  };
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const box = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
  };
  const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
    box(type, u32(version << 24), ...parts);
  const payload = Buffer.from([0, 0, 0, 4, 0x26, 0x01, 0xaf, 0x00]);
  const ftyp = box("ftyp", Buffer.from("heic"), u32(0), Buffer.from("mif1heic"));
  const hvcC = box(
    "hvcC",
    Buffer.from([
      1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5a, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0,
    ]),
  );
  const head = (dataOffset: number) =>
    Buffer.concat([
      ftyp,
      fullBox(
        "meta",
        0,
        fullBox("hdlr", 0, u32(0), Buffer.from("pict"), u32(0), u32(0), u32(0), u8(0)),
        fullBox("pitm", 0, u16(1)),
        fullBox(
          "iloc",
          0,
          u8(0x44),
          u8(0),
          u16(1),
          u16(1),
          u16(0),
          u16(1),
          u32(dataOffset),
          u32(payload.length),
        ),
        fullBox("iinf", 0, u16(1), fullBox("infe", 2, u16(1), u16(0), Buffer.from("hvc1"), u8(0))),
        box(
          "iprp",
          box("ipco", hvcC, fullBox("ispe", 0, u32(width), u32(height))),
          fullBox("ipma", 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02)),
        ),
      ),
    ]);
  return Buffer.concat([head(head(0).length + 8), box("mdat", payload)]);
}

const heifReadable = Boolean(sharp.format.heif?.input.buffer);
const heicReadable =
  heifReadable && Boolean(sharp.format.heif?.input.fileSuffix?.some((s) => s === ".heic" || s === ".heif"));

describe("processPhoto", () => {
  it("exports its limits", () => {
    expect(MAX_PHOTO_PIXELS).toBe(50_000_000);
    expect(PHOTO_SIZES).toEqual({
      full: 1600,
      match: { width: 480, height: 600 },
      thumb: { width: 200, height: 250 },
    });
  });

  it("bounds the three sizes of a large photo", async () => {
    const input = await canvas(4000, 3000).jpeg().toBuffer();
    const photo = await processPhoto(input);
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    expect(await expectClean(photo.full)).toMatchObject({ width: 1600, height: 1200 });
    expect(await expectClean(photo.match)).toMatchObject({ width: 480, height: 600 });
    expect(await expectClean(photo.thumb)).toMatchObject({ width: 200, height: 250 });
  });

  it("bounds a portrait photo by its height", async () => {
    const photo = await processPhoto(await canvas(1500, 3000).png().toBuffer());
    expect(photo).toMatchObject({ width: 800, height: 1600 });
    expect(await sharp(photo.match).metadata()).toMatchObject({ width: 480, height: 600 });
  });

  it("does not upscale a small photo (the 4:5 crops are always their size)", async () => {
    const photo = await processPhoto(await canvas(300, 200).jpeg().toBuffer());
    expect(photo).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(photo.full).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(photo.match).metadata()).toMatchObject({ width: 480, height: 600 });
    expect(await sharp(photo.thumb).metadata()).toMatchObject({ width: 200, height: 250 });
  });

  it("applies the EXIF orientation and drops the EXIF", async () => {
    // Stored 400×200, orientation 6 ("rotate 90° clockwise to view"): upright it is 200×400.
    const input = await canvas(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 400, height: 200, orientation: 6 });
    expect(before.exif).toBeDefined();

    const photo = await processPhoto(input);
    expect(photo).toMatchObject({ width: 200, height: 400 });
    expect(await expectClean(photo.full)).toMatchObject({ width: 200, height: 400 });
    await expectClean(photo.match);
    await expectClean(photo.thumb);
  });

  it("removes GPS coordinates, XMP and the ICC profile", async () => {
    const input = await canvas(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: "TestCam", Model: "Leaky 1" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 2400/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 21/1 0/1",
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile("p3")
      .toBuffer();
    const before = await sharp(input).metadata();
    // The input does carry a GPS IFD: its tags (0x0001 GPSLatitudeRef = "N", 0x0002 GPSLatitude) are in the EXIF.
    const exif = before.exif!;
    expect(exif.includes(Buffer.from("TestCam"))).toBe(true);
    const littleEndian = exif.toString("latin1", 6, 8) === "II";
    const tag = (id: number, type: number) => {
      const b = Buffer.alloc(4);
      if (littleEndian) {
        b.writeUInt16LE(id);
        b.writeUInt16LE(type, 2);
      } else {
        b.writeUInt16BE(id);
        b.writeUInt16BE(type, 2);
      }
      return b;
    };
    expect(exif.includes(tag(0x8825, 4)), "GPSInfo pointer in IFD0").toBe(true);
    expect(exif.includes(tag(0x0002, 5)), "GPSLatitude, RATIONAL").toBe(true);
    expect(before.xmpAsString).toContain("GPSLatitude");
    expect(before.icc).toBeDefined();

    const photo = await processPhoto(input);
    for (const output of [photo.full, photo.match, photo.thumb]) {
      await expectClean(output);
      expect(output.includes(Buffer.from("TestCam"))).toBe(false);
      expect(output.includes(Buffer.from("GPSLatitude"))).toBe(false);
    }
  });

  it("accepts PNG (with alpha, 16 bit) and WebP", async () => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } },
    })
      .png()
      .toColourspace("rgb16")
      .toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", depth: "ushort" });
    const fromPng = await processPhoto(png);
    expect(fromPng).toMatchObject({ width: 640, height: 480 });
    await expectClean(fromPng.full);

    const webp = await canvas(1000, 1000).webp().toBuffer();
    const fromWebp = await processPhoto(webp);
    expect(fromWebp).toMatchObject({ width: 1000, height: 1000 });
    await expectClean(fromWebp.thumb);
  });

  it.runIf(heifReadable)("accepts AVIF", async () => {
    const avif = await canvas(640, 480).avif().toBuffer();
    expect(await sharp(avif).metadata()).toMatchObject({ format: "heif", compression: "av1" });
    const photo = await processPhoto(avif);
    expect(photo).toMatchObject({ width: 640, height: 480 });
    await expectClean(photo.match);
  });

  it.runIf(!heicReadable)(
    "refuses HEVC-coded HEIC as an unsupported format when this build cannot decode it",
    async () => {
      const heic = heicContainer(64, 48);
      if (heifReadable) {
        expect(await sharp(heic).metadata()).toMatchObject({ format: "heif", compression: "hevc" });
      }
      const error = await rejection(heic);
      expect(error.code).toBe("PHOTO_FORMAT_UNSUPPORTED");
      expect(error.message).toMatch(/HEIC/);
    },
  );

  it("refuses a pixel flood from its header, without decoding it", async () => {
    const flood = await pixelFloodPng(30_000, 30_000);
    expect(flood.length).toBeLessThan(200);
    const error = await rejection(flood);
    expect(error.code).toBe("PHOTO_TOO_MANY_PIXELS");
    expect(error.params).toEqual({ megapixels: 50, actualMegapixels: 900 });
    expect(error.message).toMatch(/900 megapixels/);
  });

  it("refuses a genuinely large, highly compressible PNG", async () => {
    // 8000×8000 (64 MP) grey, a few hundred kilobytes: over the limit, refused before any decoding.
    const width = 8000;
    const height = 8000;
    const row = Buffer.alloc(1 + width); // filter byte 0, then black pixels
    const raw = Buffer.concat(Array.from({ length: height }, () => row));
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length);
      head.write(type, 4, "latin1");
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
      return Buffer.concat([head, data, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 0; // greyscale
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(raw, { level: 9 })),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width, height });
    expect((await rejection(png)).code).toBe("PHOTO_TOO_MANY_PIXELS");
  });

  it.each([
    ["random bytes", () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256))],
    ["an empty file", () => Buffer.alloc(0)],
    ["a text file", () => Buffer.from("Hello, this is not a photo.\n".repeat(20))],
    [
      "a PDF",
      () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
    ],
    [
      "an SVG",
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(1)</script>' +
            '<rect width="400" height="300" fill="red"/></svg>',
        ),
    ],
    [
      "a huge SVG",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"></svg>'),
    ],
  ])("refuses %s as not an image", async (_name, make) => {
    const error = await rejection(make());
    expect(error.code).toBe("PHOTO_NOT_AN_IMAGE");
  });

  it("refuses a GIF and a TIFF (not on the list) as not an image", async () => {
    expect((await rejection(await canvas(100, 100).gif().toBuffer())).code).toBe("PHOTO_NOT_AN_IMAGE");
    expect((await rejection(await canvas(100, 100).tiff().toBuffer())).code).toBe("PHOTO_NOT_AN_IMAGE");
  });

  it.each([0.2, 0.6, 0.95])("refuses a JPEG truncated at %s of its length as not an image", async (cut) => {
    const jpeg = await canvas(1200, 900).jpeg().toBuffer();
    const error = await rejection(jpeg.subarray(0, Math.floor(jpeg.length * cut)));
    expect(error.code).toBe("PHOTO_NOT_AN_IMAGE");
  });

  it("processes several photos at once", async () => {
    const inputs = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        canvas(400 + i * 10, 300)
          .jpeg()
          .toBuffer(),
      ),
    );
    const photos = await Promise.all(inputs.map((input) => processPhoto(input)));
    expect(photos.map((p) => p.width)).toEqual([410, 420, 430, 440, 450]);
  });
});

/**
 * Holds every header read (the first step of each photo) until the test opens or fails it, so that the
 * photos under way can be counted.
 */
function holdHeaderReads() {
  const read = sharp.prototype.metadata;
  const held: { open(): void; fail(): void }[] = [];
  const spy = vi.spyOn(sharp.prototype, "metadata").mockImplementation(function (this: Sharp) {
    return new Promise<Metadata>((resolve, reject) => {
      held.push({
        open: () => read.call(this).then(resolve, reject),
        fail: () => reject(new Error("corrupt header")),
      });
    });
  });
  return { held, [Symbol.dispose]: () => spy.mockRestore() };
}

/** Lets every job that can move do so. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe("photos under way at the same time", () => {
  it("are two at most: the others wait their turn, and a refused photo hands its turn on", async () => {
    const inputs = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        canvas(400 + i * 10, 300)
          .jpeg()
          .toBuffer(),
      ),
    );
    using reads = holdHeaderReads();
    const outcomes = inputs.map((input) =>
      processPhoto(input).then(
        (photo) => photo.width,
        (error: unknown) => (error instanceof PhotoRejected ? error.code : error),
      ),
    );
    await settle();
    expect(reads.held).toHaveLength(2);

    reads.held[0]?.fail();
    await settle();
    expect(reads.held).toHaveLength(3);

    reads.held[1]?.open();
    expect(await outcomes[1]).toBe(420);
    await settle();
    expect(reads.held).toHaveLength(4);

    reads.held[2]?.open();
    reads.held[3]?.open();
    expect(await Promise.all(outcomes)).toEqual(["PHOTO_NOT_AN_IMAGE", 420, 430, 440]);
  });
});
