/**
 * The QR encoder. The whole symbol was checked by decoding it with zbar (zbarimg) for versions 1, 8, 10
 * and 19; these tests keep the parts that can be checked without a decoder: the Reed–Solomon codewords of
 * the standard's worked example, the version chosen for a text's length, and the fixed patterns.
 */
import { describe, expect, it } from "vitest";
import { alignmentPositions, encodeQr, rsDivisor, rsRemainder } from "./qr-encode.ts";

describe("the QR encoder", () => {
  it('computes the error correction of ISO/IEC 18004\'s example (1-M, "01234567")', () => {
    const data = [
      0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([
      0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55,
    ]);
  });

  it.each([
    [1, 14, 21],
    [8, 152, 49],
    [10, 200, 57],
  ])("uses version %i for %i bytes", (_version, length, size) => {
    expect(encodeQr("x".repeat(length))).toHaveLength(size);
  });

  it("places the alignment patterns of the standard's table", () => {
    expect(alignmentPositions(2)).toEqual([6, 18]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
  });

  it("draws the three finder patterns and the timing lines", () => {
    const modules = encodeQr("otpauth://totp/x?secret=ABCD");
    const size = modules.length;
    const finderRow = [true, true, true, true, true, true, true, false];
    expect(modules[0]?.slice(0, 8)).toEqual(finderRow);
    expect(modules[0]?.slice(size - 8).reverse()).toEqual(finderRow);
    expect(modules[size - 1]?.slice(0, 8)).toEqual(finderRow);
    expect(modules[6]?.slice(8, size - 8)).toEqual(Array.from({ length: size - 16 }, (_, i) => i % 2 === 0));
  });
});
