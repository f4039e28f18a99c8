import { afterEach, describe, expect, it, vi } from "vitest";
import { newUuid } from "./uuid.ts";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newUuid", () => {
  it("makes v4 UUIDs where randomUUID is missing (plain HTTP origins)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });
    const ids = new Set(Array.from({ length: 100 }, () => newUuid()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it("uses randomUUID where the browser has it", () => {
    expect(newUuid()).toMatch(V4);
  });
});
