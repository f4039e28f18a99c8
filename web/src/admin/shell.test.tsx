/** The shell after login (issue 15): who is signed in, the sections of their roles, logout. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi } from "../test/mock-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { auditPage, stubMatchMedia, testStaff } from "./admin-test-data.ts";

stubMatchMedia();

describe("the back office shell", () => {
  it("shows the staff member, their roles and the sections they may open", async () => {
    mockApi({
      "GET /api/admin/me": json(200, { staff: testStaff({ roles: ["admin", "finance"] }) }),
      "GET /api/admin/audit-log": auditPage([]),
    });
    await renderApp("/admin/audit-log");
    await screen.findByRole("heading", { level: 1, name: "Audit log" });
    const banner = screen.getByRole("banner");
    expect(within(banner).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(banner).getByText(/Admin · Finance/)).toBeTruthy();
    const nav = screen.getAllByRole("navigation", { name: "Sections" })[0] as HTMLElement;
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Figures",
      "Members",
      "Photo queue",
      "Profile texts",
      "Member reports",
      "Complaints",
      "Real-person questions",
      "Fictional profiles",
      "Payments",
      "Operator figures",
      "Sites and settings",
      "Information pages",
      "Discount codes",
      "Audit log",
    ]);
  });

  it("tells a staff member whose roles open no section yet, and keeps them off the audit log", async () => {
    const api = mockApi({ "GET /api/admin/me": json(200, { staff: testStaff({ roles: [] }) }) });
    const { router } = await renderApp("/admin/audit-log");
    expect(
      await screen.findByText(
        "Your roles give you no section of this back office yet. Ask an admin to check your roles.",
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin");
    expect(api.callsTo("GET /api/admin/audit-log")).toHaveLength(0);
  });

  it("sends a visitor to the login", async () => {
    mockApi({ "GET /api/admin/me": json(200, { staff: null }) });
    const { router } = await renderApp("/admin/audit-log");
    await screen.findByRole("heading", { level: 1, name: "Staff login" });
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it("logs out", async () => {
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: testStaff() }),
      "GET /api/admin/audit-log": auditPage([]),
      "POST /api/admin/logout": { status: 204 },
    });
    await renderApp("/admin/audit-log");
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await screen.findByRole("heading", { level: 1, name: "Staff login" });
    expect(api.callsTo("POST /api/admin/logout")).toHaveLength(1);
    expect(
      screen.queryByText("Your session ended after 15 minutes without activity. Please log in again."),
    ).toBeNull();
  });
});
