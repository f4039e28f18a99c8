import { describe, expect, it } from "vitest";
import { errorCodeForStatus } from "./errors.ts";

describe("errorCodeForStatus", () => {
  it.each([
    [400, "BAD_REQUEST"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [405, "METHOD_NOT_ALLOWED"],
    [413, "PAYLOAD_TOO_LARGE"],
    [415, "UNSUPPORTED_MEDIA_TYPE"],
    [422, "BAD_REQUEST"],
    [429, "RATE_LIMITED"],
    [500, "INTERNAL"],
    [502, "INTERNAL"],
    [503, "SERVICE_UNAVAILABLE"],
  ])("maps %i to %s", (status, code) => expect(errorCodeForStatus(status)).toBe(code));
});
