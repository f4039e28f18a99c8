/** One notice at a time in the warnings header, the most important first. */
import { describe, expect, it } from "vitest";
import { headerNotice } from "./header-notice.ts";

describe("the header notice", () => {
  it("is none when nothing is due", () => {
    expect(headerNotice([], false)).toBeNull();
  });

  it("puts the unconfirmed e-mail address before the discount, and the discount before the photo", () => {
    expect(headerNotice(["activation", "photo"], true)).toBe("activation");
    expect(headerNotice(["photo"], true)).toBe("time_bonus");
    expect(headerNotice(["photo", "push"], false)).toBe("photo");
  });

  it("puts disabled notifications first of all", () => {
    expect(headerNotice(["activation", "photo", "notifications"], true)).toBe("notifications");
  });

  it("shows the discount alone when it is all there is", () => {
    expect(headerNotice([], true)).toBe("time_bonus");
  });
});
