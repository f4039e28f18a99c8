/** The back office's "is this a real person?" log (issue 17): the rows, the profile and day filters, paging, the asker's link by role. */
import type { RealPersonQuestion } from "@amora/contract/admin-real-person";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();

const URL = "GET /api/admin/real-person-questions";

function question(id: number, extra: Partial<RealPersonQuestion> = {}): RealPersonQuestion {
  return {
    id,
    asked_at: "2026-03-05T10:15:00.000Z",
    asker: { user_id: 10 + id, name: `Asker ${id}` },
    profile: { id: 100 + id, name: `Fiona ${id}` },
    kind: "fictional",
    site_name: "Amora",
    ...extra,
  };
}
const page = (items: RealPersonQuestion[], total = items.length) =>
  json(200, { items, total, page: 1, page_size: 50 });
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.callsTo(URL).at(-1)?.query ?? []);

describe("the real-person log", () => {
  it("lists who asked about which profile, the answer and when, and filters by profile and days", async () => {
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: testStaff({ roles: ["moderator"] }) }),
      [URL]: page(
        [question(1), question(2, { asker: null, kind: "member", profile: { id: 7, name: "Sanne" } })],
        120,
      ),
    });
    await renderApp("/admin/real-person");
    await screen.findByRole("heading", { level: 1, name: "Is this a real person?" });
    const rows = await screen.findAllByRole("row");
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("link", { name: "Asker 1" })
        .getAttribute("href"),
    ).toBe("/admin/members?member=11");
    expect(within(rows[1] as HTMLElement).getByText("Fictional (run by the team)")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("A visitor (or a deleted account)")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("A member's own profile")).toBeTruthy();
    expect(screen.getByText("120 questions")).toBeTruthy();
    expect(lastQuery(api)).toEqual({ page: "1" });

    await userEvent.click(screen.getByRole("button", { name: "Sanne" }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ profile: "7", page: "1" }));
    await userEvent.type(screen.getByLabelText("Asked from"), "2026-03-01");
    await waitFor(() => expect(lastQuery(api)).toEqual({ profile: "7", from: "2026-03-01", page: "1" }));

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: "2" }));
  });

  it("asks nothing for a search that is not a profile id", async () => {
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: testStaff({ roles: ["support"] }) }),
      [URL]: page([]),
    });
    await renderApp("/admin/real-person?q=fiona");
    expect(await screen.findByText("Search by a profile's id (digits only).")).toBeTruthy();
    expect(api.callsTo(URL)).toEqual([]);
  });

  it("shows an operator the asker without the member tools' link", async () => {
    mockApi({
      "GET /api/admin/me": json(200, { staff: testStaff({ roles: ["operator"] }) }),
      [URL]: page([question(1)]),
    });
    await renderApp("/admin/real-person");
    expect(await screen.findByText("Asker 1")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Asker 1" })).toBeNull();
  });
});
