/** The back office's nav per role (issue 15): each role sees the sections it may open, and only those. */
import { STAFF_ROLES } from "@amora/contract/admin";
import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, sectionsFor } from "./admin-sections.tsx";

describe("the sections per role", () => {
  it.each([
    [
      ["admin"],
      [
        "figures",
        "members",
        "photos",
        "texts",
        "reports",
        "complaints",
        "real-person",
        "fictional-profiles",
        "payments",
        "operator-figures",
        "sites",
        "pages",
        "discount-codes",
        "audit-log",
      ],
    ],
    [["moderator"], ["members", "photos", "texts", "reports", "complaints", "real-person"]],
    [["operator"], ["operator-inbox", "real-person", "operator-figures"]],
    [["support"], ["members", "complaints", "real-person"]],
    [["finance"], ["figures", "payments"]],
    [
      ["operator", "admin"],
      [
        "figures",
        "operator-inbox",
        "members",
        "photos",
        "texts",
        "reports",
        "complaints",
        "real-person",
        "fictional-profiles",
        "payments",
        "operator-figures",
        "sites",
        "pages",
        "discount-codes",
        "audit-log",
      ],
    ],
    [[], []],
  ] as const)("%j opens %j", (roles, paths) => {
    expect(sectionsFor(roles).map((section) => section.path)).toEqual(paths);
  });

  it("names only real roles", () => {
    for (const section of ADMIN_SECTIONS) {
      expect(section.roles.every((role) => STAFF_ROLES.includes(role))).toBe(true);
    }
  });
});
