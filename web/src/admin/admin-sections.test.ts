/** The back office's nav per role (issue 15): each role sees the sections it may open, and only those. */
import { STAFF_ROLES } from "@amora/contract/admin";
import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, sectionsFor } from "./admin-sections.tsx";

describe("the sections per role", () => {
  it.each([
    [["admin"], ["audit-log", "sites", "discount-codes"]],
    [["admin"], ["audit-log", "fictional-profiles"]],
    [["moderator"], []],
    [["admin"], ["audit-log"]],
    [["moderator"], ["photos", "texts", "complaints"]],
    [["operator"], []],
    [["support"], ["complaints"]],
    [["finance"], []],
    [
      ["operator", "admin"],
      ["audit-log", "sites", "discount-codes"],
    ],
    [["operator", "admin"], ["audit-log", "fictional-profiles"]],
    [["admin"], ["audit-log", "members"]],
    [["moderator"], ["members"]],
    [["operator"], []],
    [["support"], ["members"]],
    [["finance"], []],
    [
      ["operator", "admin"],
      ["audit-log", "members"],
    ],
  ] as const)("%j opens %j", (roles, paths) => {
    expect(sectionsFor(roles).map((section) => section.path)).toEqual(paths);
  });

  it("names only real roles", () => {
    for (const section of ADMIN_SECTIONS) {
      expect(section.roles.every((role) => STAFF_ROLES.includes(role))).toBe(true);
    }
  });
});
