import { describe, expect, it } from "vitest";
import { matchesEtag, negotiateEncoding } from "./content-negotiation.ts";

const HELD = ["br", "gzip"] as const;

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["GZIP, Br", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["br; q=1.0, gzip; q=1.0", "br"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["br;q=oops", undefined],
    ["identity", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header, HELD)).toBe(expected);
  });

  it("picks only among the encodings held", () => {
    expect(negotiateEncoding("br", ["gzip"])).toBeUndefined();
    expect(negotiateEncoding("br, gzip", [])).toBeUndefined();
  });
});

describe("matchesEtag", () => {
  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", "a"', '"a"', true],
    ["*", '"a"', true],
    ['"a-br"', '"a"', false],
    [undefined, '"a"', false],
  ])("%j against %s → %s", (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
