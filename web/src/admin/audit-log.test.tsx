/** The audit log screen (issue 15): paged, searched after a pause in typing, sorted, changes readable. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ApiCall, json, type MockAnswer, mockApi } from "../test/mock-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { auditEntry, auditPage, stubMatchMedia, testStaff } from "./admin-test-data.ts";

stubMatchMedia();

function auditServer(answer: (call: ApiCall) => MockAnswer = () => auditPage([auditEntry(1)])) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: testStaff() }),
    "GET /api/admin/audit-log": answer,
  });
}

function lastQuery(api: ReturnType<typeof mockApi>): Record<string, string> {
  return Object.fromEntries(api.callsTo("GET /api/admin/audit-log").at(-1)?.query ?? []);
}

describe("the audit log", () => {
  it("asks for the newest first and shows who did what to what, from where", async () => {
    const api = auditServer();
    await renderApp("/admin/audit-log");
    await screen.findByRole("heading", { level: 1, name: "Audit log" });
    expect(lastQuery(api)).toEqual({ sort: "at", order: "desc", page: "1" });
    const row = (await screen.findAllByRole("row"))[1] as HTMLElement;
    expect(within(row).getByText("ada@example.test")).toBeTruthy();
    expect(within(row).getByText("Admin")).toBeTruthy();
    expect(within(row).getByText("staff.create")).toBeTruthy();
    expect(within(row).getByText("staff #101")).toBeTruthy();
    expect(within(row).getByText("203.0.113.7")).toBeTruthy();
    expect(screen.getByText("1 entry")).toBeTruthy();
  });

  it("pages through AUDIT_PAGE_SIZE entries at a time", async () => {
    const api = auditServer((call) =>
      auditPage([auditEntry(Number(call.query.get("page")))], 120, Number(call.query.get("page"))),
    );
    await renderApp("/admin/audit-log");
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    // The pager moves from the page shown: the next click is on page 2's pager.
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 3 of 3")).toBeTruthy();
    expect(lastQuery(api).page).toBe("3");
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
  });

  it("searches once typing pauses, from the first page", async () => {
    const api = auditServer();
    await renderApp("/admin/audit-log?page=2");
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search" }), "member.ban");
    await waitFor(() => expect(lastQuery(api).q).toBe("member.ban"));
    const searches = api.callsTo("GET /api/admin/audit-log").map((call) => call.query.get("q"));
    expect(searches).toEqual([null, "member.ban"]);
    expect(lastQuery(api).page).toBe("1");
  });

  it("sorts by a column, then the other way round", async () => {
    const api = auditServer();
    await renderApp("/admin/audit-log");
    await userEvent.click(await screen.findByRole("button", { name: /^Staff/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: "staff", order: "desc" }));
    expect(screen.getByRole("columnheader", { name: /^Staff/ }).getAttribute("aria-sort")).toBe("descending");
    await userEvent.click(screen.getByRole("button", { name: /^Staff/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: "staff", order: "asc" }));
  });

  it("shows only the fields that changed, before and after", async () => {
    auditServer(() =>
      auditPage([
        auditEntry(7, {
          action: "member.suspend",
          before: { status: "active", credits: 10, email: "m@example.test" },
          after: { status: "suspended", credits: 10, email: "m@example.test", reason: "spam" },
        }),
      ]),
    );
    await renderApp("/admin/audit-log");
    await userEvent.click(await screen.findByRole("button", { name: "Show changes" }));
    const diff = screen.getAllByRole("table")[1] as HTMLElement;
    expect(
      within(diff)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["status", "reason"]);
    expect(within(diff).getByText('"active"')).toBeTruthy();
    expect(screen.getByText('"suspended"')).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Hide changes" }));
    expect(screen.queryByText('"suspended"')).toBeNull();
  });

  it("writes dates in the staff member's language", async () => {
    auditServer();
    await renderApp("/admin/audit-log", { language: "fr" });
    await screen.findByRole("heading", { level: 1, name: "Journal d’audit" });
    expect(await screen.findByText(/5 mars 2026/)).toBeTruthy();
  });

  it("says when nothing matches", async () => {
    auditServer(() => auditPage([], 0));
    await renderApp("/admin/audit-log?q=nothing");
    expect(await screen.findByText("No entry matches.")).toBeTruthy();
  });
});
