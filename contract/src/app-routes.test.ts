import { describe, expect, it } from "vitest";
import { isAppRoute } from "./app-routes.ts";

describe("isAppRoute", () => {
  it.each([
    "/",
    "/members/42",
    "/members/42/landing2",
    "/members/42/landing2/summer",
    "/credits/3",
    "/credits/3/ideal",
    "/credits/repeat-order",
    "/transactions",
    "/transactions/17",
    "/likes/m/5",
    "/landers/video",
    "/landers/gallery/spring",
    "/terms",
    "/some-info-token",
    "/members/",
    "/admin",
    "/admin/setup",
    "/admin/audit-log",
  ])("serves %s", (path) => expect(isAppRoute(path)).toBe(true));

  it.each(["/members/42/unknown", "/landers/nope", "/credits/3/ideal/extra", "/a/b/c/d"])(
    "does not serve %s",
    (path) => expect(isAppRoute(path)).toBe(false),
  );
});
