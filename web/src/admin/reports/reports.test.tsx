/** The back office's report queue (issue 17): the queues, the reporter's dismissed reports, a report's evidence, the decision and the appeal. */
import type { ReportDetail, ReportSummary } from "@amora/contract/admin-reports";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();

const moderator = testStaff({ roles: ["moderator"], email: "mo@example.test" });
const STATEMENT = "Asking members for money breaks rule 4.";

function summary(id: number, extra: Partial<ReportSummary> = {}): ReportSummary {
  return {
    id,
    reason: "scam",
    status: "open",
    action: null,
    created_at: "2026-03-05T10:15:00.000Z",
    reporter: { user_id: 10 + id, name: `Reporter ${id}`, dismissed_reports: 0 },
    reported: { profile_id: 100 + id, user_id: 200 + id, name: `Member ${id}` },
    message_count: 2,
    appeal_pending: false,
    ...extra,
  };
}

function detail(id: number, extra: Partial<ReportDetail> = {}): ReportDetail {
  return {
    ...summary(id),
    details: "She asked me for money twice.",
    blocked: true,
    photo: null,
    reported_profile: {
      about: "Looking for love",
      city: "Leeds",
      country: "GB",
      photos: [{ id: 7, thumb_url: "/media/p/7-t.webp", moderation: "approved" }],
    },
    messages: [
      { from_reporter: false, kind: "text", text: "Send me 200 euros", sent_at: "2026-03-01T10:00:00Z" },
      { from_reporter: true, kind: "text", text: "No thanks", sent_at: "2026-03-01T10:01:00Z" },
    ],
    statement: null,
    decided_at: null,
    decided_by_email: null,
    appeal: null,
    ...extra,
  };
}

const page = (items: ReportSummary[]) => json(200, { items, total: items.length, page: 1, page_size: 25 });

describe("the report queue", () => {
  it("lists the open reports oldest first with the reporter's dismissed reports, and switches queues", async () => {
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/reports": (call) =>
        call.query.get("queue") === "appeals"
          ? page([summary(3, { status: "actioned", action: "warn", appeal_pending: true })])
          : page([
              summary(1, { reporter: { user_id: 11, name: "Reporter 1", dismissed_reports: 4 } }),
              summary(2),
            ]),
    });
    await renderApp("/admin/reports");
    await screen.findByRole("heading", { level: 1, name: "Member reports" });
    expect(Object.fromEntries(api.callsTo("GET /api/admin/reports").at(-1)?.query ?? [])).toEqual({
      queue: "open",
      sort: "created",
      order: "asc",
      page: "1",
    });
    const counts = await screen.findAllByTestId("dismissed-reports");
    expect(counts.map((count) => [count.textContent, count.classList.contains("text-danger")])).toEqual([
      ["4 earlier reports dismissed", true],
      ["0 earlier reports dismissed", false],
    ]);
    expect(screen.getAllByText("Scam or asking for money")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Member 1" }).getAttribute("href")).toBe(
      "/admin/members?member=201",
    );

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Queue" }), "Appeals waiting");
    expect(await screen.findByText("Appeal waiting")).toBeTruthy();
    expect(api.callsTo("GET /api/admin/reports").at(-1)?.query.get("queue")).toBe("appeals");
  });

  it("shows a report's messages and profile, and suspends with a statement of reasons", async () => {
    let current = detail(1);
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/reports": page([summary(1)]),
      "GET /api/admin/reports/1": () => json(200, { report: current }),
      "POST /api/admin/reports/1/decide": (call) => {
        current = detail(1, {
          status: "actioned",
          action: "suspend",
          statement: (call.body as { statement: string }).statement,
          decided_at: "2026-03-06T10:00:00Z",
          decided_by_email: "mo@example.test",
        });
        return json(200, { report: current });
      },
    });
    await renderApp("/admin/reports?open=1");
    const dialog = await screen.findByRole("dialog", { name: "Report #1 about Member 1" });
    const messages = within(dialog).getByRole("list", { name: "The attached messages, oldest first" });
    expect(
      within(messages)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Member 1 · .*Send me 200 euros$/),
      expect.stringMatching(/^Reporter · .*No thanks$/),
    ]);
    expect(within(dialog).getByText("She asked me for money twice.")).toBeTruthy();
    expect(within(dialog).getByText("The reporter also blocked this member.")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Photo 7" })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("radio", { name: "Suspend" }));
    expect(within(dialog).getByLabelText("Suspended until")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Statement of reasons/ }), "Too short");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend the member" }));
    expect(within(dialog).getByText("Write at least 10 characters.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/reports/1/decide")).toEqual([]);

    const box = within(dialog).getByRole("textbox", { name: /Statement of reasons/ });
    await userEvent.clear(box);
    await userEvent.type(box, STATEMENT);
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend the member" }));
    await waitFor(() => expect(api.callsTo("POST /api/admin/reports/1/decide")).toHaveLength(1));
    const body = api.callsTo("POST /api/admin/reports/1/decide")[0]?.body as Record<string, string>;
    expect(body).toEqual({ action: "suspend", statement: STATEMENT, until: expect.any(String) });
    expect(new Date(body.until ?? "").getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await within(dialog).findByText(/^Suspend by mo@example.test/)).toBeTruthy();
    expect(within(dialog).getByText(STATEMENT)).toBeTruthy();
  });

  it("offers the reported photo for removal, and bans after the moderator confirms who they are", async () => {
    let bans = 0;
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/reports": page([summary(4)]),
      "GET /api/admin/reports/4": json(200, {
        report: detail(4, { photo: { id: 7, url: "/media/p/7.webp", moderation: "approved" } }),
      }),
      "POST /api/admin/reports/4/decide": (call) => {
        const body = call.body as { action: string };
        bans += body.action === "ban" ? 1 : 0;
        return bans === 1 && body.action === "ban"
          ? apiError(403, "REAUTH_REQUIRED")
          : json(200, {
              report: detail(4, { status: "actioned", action: body.action as "ban", statement: STATEMENT }),
            });
      },
      "POST /api/admin/reauth": json(200, {}),
    });
    await renderApp("/admin/reports?open=4");
    const dialog = await screen.findByRole("dialog", { name: "Report #4 about Member 4" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Remove photo" }));
    expect((within(dialog).getByLabelText("Photo to remove") as HTMLSelectElement).value).toBe("7");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Ban" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Statement of reasons/ }), STATEMENT);
    await userEvent.click(within(dialog).getByRole("button", { name: "Ban the member" }));
    const reauth = await screen.findByRole("dialog", { name: /Confirm it/ });
    await userEvent.type(within(reauth).getByLabelText("Password"), "staff-secret-1");
    await userEvent.click(within(reauth).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(/^Ban by /)).toBeTruthy();
    expect(api.callsTo("POST /api/admin/reports/4/decide").map((call) => call.body)).toEqual([
      { action: "ban", statement: STATEMENT },
      { action: "ban", statement: STATEMENT },
    ]);
  });

  it("decides an appeal, and says so when the moderator who acted tries", async () => {
    const appealed = detail(2, {
      status: "actioned",
      action: "warn",
      statement: STATEMENT,
      decided_at: "2026-03-06T10:00:00Z",
      decided_by_email: "mo@example.test",
      appeal_pending: true,
      appeal: {
        text: "I never asked for money.",
        at: "2026-03-07T10:00:00Z",
        outcome: null,
        statement: null,
        decided_by_email: null,
      },
    });
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/reports": page([summary(2)]),
      "GET /api/admin/reports/2": json(200, { report: appealed }),
      "POST /api/admin/reports/2/appeal": apiError(403, "APPEAL_SAME_MODERATOR"),
    });
    await renderApp("/admin/reports?open=2");
    const dialog = await screen.findByRole("dialog", { name: "Report #2 about Member 2" });
    expect(within(dialog).getByText("I never asked for money.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Reverse it/ }));
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Reasons/ }),
      "The messages show no request.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Decide the appeal" }));
    expect(
      await within(dialog).findByText("Another moderator must decide this appeal: you took the action."),
    ).toBeTruthy();
    expect(api.callsTo("POST /api/admin/reports/2/appeal")[0]?.body).toEqual({
      outcome: "reversed",
      statement: "The messages show no request.",
    });
  });

  it("is not in the nav of support staff", async () => {
    mockApi({ "GET /api/admin/me": json(200, { staff: testStaff({ roles: ["support"] }) }) });
    await renderApp("/admin/members");
    await screen.findByRole("navigation", {}, { timeout: 10_000 });
    expect(screen.queryByRole("link", { name: "Member reports" })).toBeNull();
  });
});
