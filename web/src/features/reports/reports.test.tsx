/**
 * Reports (issue 17) in the members' app: the report dialog from a conversation (choosing the messages to
 * attach) and from a profile (report and block), its checks, "My reports" in settings with the outcome, a
 * decision's statement with its one appeal, and the account alert of a decision.
 */
import type { ChatResponse, Message } from "@amora/contract/chat";
import type { MyReport, ReportDecision } from "@amora/contract/reports";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { type ApiCall, json, mockApi, validationFailed } from "../../test/mock-api.ts";
import { makeProfileView } from "../../test/profile-data.ts";
import { renderApp } from "../../test/render-app.tsx";

const LONG = { timeout: 10_000 };
const ME = 1;

function message(id: number, from: number, text: string): Message {
  return {
    id,
    conversation: 5,
    from,
    kind: "text",
    text,
    photo: null,
    gift: null,
    client_id: null,
    sent_at: "2026-03-01T10:00:00Z",
  };
}

const conversation: ChatResponse = {
  conversation: 5,
  profile: 7,
  messages: [
    message(11, 7, "Send me 200 euros"),
    message(12, ME, "No thanks"),
    message(13, 7, "Then you are worthless"),
  ],
  has_more: false,
  blocked_reason: null,
  read_up_to: 0,
  credits_spent: 0,
};

const profile = (call: ApiCall) =>
  json(200, { profile: makeProfileView(Number(call.query.get("id")), { name: "Sophie" }) });

function chatApi(handlers = {}) {
  return mockApi(
    {
      "GET /api/chats.php": json(200, { chats: [], next_before: null }),
      "GET /api/chat.php": json(200, conversation),
      "GET /api/profile.php": profile,
      ...handlers,
    },
    { user: testUser({ credits: 42, paid_user: true }) },
  );
}

async function openReportFromConversation() {
  await renderApp("/chats/5", { user: testUser({ credits: 42, paid_user: true }) });
  await userEvent.click(await screen.findByRole("button", { name: "More actions" }, LONG));
  await userEvent.click(await screen.findByRole("button", { name: "Report" }));
  return screen.findByRole("dialog", { name: "Report Sophie" });
}

describe("the report dialog", () => {
  it("reports a conversation with the two messages chosen, and says where to follow it", async () => {
    const api = chatApi({ "POST /api/report.php": json(201, { id: 40, blocked: false }) });
    const dialog = await openReportFromConversation();
    const messages = within(dialog).getByRole("group", { name: "Messages to attach" });
    expect(within(messages).getAllByRole("checkbox")).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Scam or asking for money" }));
    await userEvent.click(within(messages).getByRole("checkbox", { name: /Send me 200 euros/ }));
    await userEvent.click(within(messages).getByRole("checkbox", { name: /Then you are worthless/ }));
    expect(
      within(dialog).getByText("Tick the messages a moderator should read (2 chosen, up to 20)."),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Anything else/ }), "  Asked twice.  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(await within(dialog).findByText("Thank you, your report was sent.")).toBeTruthy();
    expect(api.callsTo("POST /api/report.php")[0]?.body).toEqual({
      profile_id: 7,
      reason: "scam",
      message_ids: [11, 13],
      details: "Asked twice.",
      block: false,
    });
    expect(
      within(dialog).getByRole("link", { name: "Follow your report in Settings" }).getAttribute("href"),
    ).toBe("/notifications#settings-reports");
  });

  it("asks for a reason, and for words when the reason is 'something else', before sending", async () => {
    const api = chatApi();
    const dialog = await openReportFromConversation();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText("Choose a reason.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Something else" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText("Tell us in a few words what happened.")).toBeTruthy();
    expect(api.callsTo("POST /api/report.php")).toEqual([]);
  });

  it("shows the server's refusal in the dialog", async () => {
    chatApi({ "POST /api/report.php": validationFailed(["body.message_ids", "not_in_conversation"]) });
    const dialog = await openReportFromConversation();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Spam" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect(within(dialog).queryByText("Thank you, your report was sent.")).toBeNull();
  });

  it("reports and blocks from the profile's menu in one step", async () => {
    const api = mockApi(
      {
        "GET /api/profile.php": profile,
        "POST /api/report.php": json(201, { id: 41, blocked: true }),
      },
      { user: testUser() },
    );
    await renderApp("/members/7", { user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: "More actions" }, LONG));
    await userEvent.click(await screen.findByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Sophie" });
    expect(within(dialog).queryByRole("group", { name: "Messages to attach" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Fake profile" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Also block Sophie" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Report and block" }));
    expect(await within(dialog).findByText("Sophie is blocked.")).toBeTruthy();
    expect(api.callsTo("POST /api/report.php")[0]?.body).toEqual({
      profile_id: 7,
      reason: "fake_profile",
      message_ids: [],
      details: "",
      block: true,
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    // The profile knows it is blocked now: its menu offers to unblock.
    await userEvent.click(await screen.findByRole("button", { name: "More actions" }));
    expect(await screen.findByRole("button", { name: "Unblock" })).toBeTruthy();
  });
});

function myReport(overrides: Partial<MyReport> = {}): MyReport {
  return {
    id: 40,
    profile_id: 7,
    profile_name: "Sophie",
    reason: "scam",
    message_count: 2,
    blocked: false,
    status: "open",
    action: null,
    created_at: "2026-03-01T10:00:00Z",
    decided_at: null,
    ...overrides,
  };
}

function decision(overrides: Partial<ReportDecision> = {}): ReportDecision {
  return {
    id: 50,
    action: "warn",
    reason: "harassment",
    statement: "Insulting a member breaks rule 3.",
    decided_at: "2026-03-02T10:00:00Z",
    can_appeal: true,
    appeal: null,
    ...overrides,
  };
}

describe("My reports in settings", () => {
  it("lists the member's reports with their status and outcome", async () => {
    mockApi(
      {
        "GET /api/my-reports.php": json(200, {
          reports: [
            myReport({
              id: 42,
              profile_name: "Lena",
              status: "actioned",
              action: "suspend",
              reason: "harassment",
            }),
            myReport({
              id: 41,
              profile_name: "Mia",
              status: "dismissed",
              action: "dismiss",
              message_count: 0,
            }),
            myReport(),
          ],
        }),
        "GET /api/report-decisions.php": json(200, { decisions: [] }),
      },
      { user: testUser() },
    );
    await renderApp("/notifications", { user: testUser() });
    const section = await screen.findByRole("region", { name: "My reports" }, LONG);
    const rows = await within(section).findAllByTestId("my-report");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Lena.*Harassment.*2 messages.*Action taken.*The member was suspended\.$/),
      expect.stringMatching(
        /^Mia.*Scam or asking for money.*No action taken.*We found nothing against our rules\.$/,
      ),
      expect.stringMatching(/^Sophie.*Being reviewed$/),
    ]);
    expect(screen.getByRole("link", { name: "My reports" }).getAttribute("href")).toBe("#settings-reports");
  });

  it("says so when there are none", async () => {
    mockApi(
      {
        "GET /api/my-reports.php": json(200, { reports: [] }),
        "GET /api/report-decisions.php": json(200, { decisions: [] }),
      },
      { user: testUser() },
    );
    await renderApp("/notifications", { user: testUser() });
    expect(await screen.findByText("You have not reported anyone.", {}, LONG)).toBeTruthy();
    expect(screen.queryByText("Decisions about your account")).toBeNull();
  });

  it("shows a decision's statement of reasons and takes its one appeal", async () => {
    let appealed = false;
    const api = mockApi(
      {
        "GET /api/my-reports.php": json(200, { reports: [] }),
        "GET /api/report-decisions.php": () =>
          json(200, {
            decisions: [
              appealed
                ? decision({
                    can_appeal: false,
                    appeal: {
                      text: "I was joking.",
                      at: "2026-03-03T10:00:00Z",
                      outcome: null,
                      statement: null,
                    },
                  })
                : decision(),
            ],
          }),
        "POST /api/report-appeal.php": () => {
          appealed = true;
          return json(200, { decision: decision({ can_appeal: false }) });
        },
      },
      { user: testUser() },
    );
    await renderApp("/notifications", { user: testUser() });
    const card = await screen.findByTestId("report-decision", {}, LONG);
    expect(within(card).getByText("Insulting a member breaks rule 3.")).toBeTruthy();
    expect(within(card).getByText(/^You received a warning/)).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Appeal this decision" }));
    const box = within(card).getByRole("textbox", { name: "Why is this decision wrong?" });
    await userEvent.type(box, "short");
    await userEvent.click(within(card).getByRole("button", { name: "Send appeal" }));
    expect(within(card).getByText("Write at least 10 characters.")).toBeTruthy();
    expect(api.callsTo("POST /api/report-appeal.php")).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, "I was joking.");
    await userEvent.click(within(card).getByRole("button", { name: "Send appeal" }));
    await waitFor(() =>
      expect(api.callsTo("POST /api/report-appeal.php")[0]?.body).toEqual({
        report_id: 50,
        text: "I was joking.",
      }),
    );
    expect(await screen.findByText("Another moderator will decide on your appeal.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Appeal this decision" })).toBeNull();
  });

  it("shows an appeal's outcome", async () => {
    mockApi(
      {
        "GET /api/my-reports.php": json(200, { reports: [] }),
        "GET /api/report-decisions.php": json(200, {
          decisions: [
            decision({
              can_appeal: false,
              appeal: {
                text: "Not me.",
                at: "2026-03-03T10:00:00Z",
                outcome: "reversed",
                statement: "The messages were someone else's.",
              },
            }),
          ],
        }),
      },
      { user: testUser() },
    );
    await renderApp("/notifications", { user: testUser() });
    expect(
      await screen.findByText("Your appeal was accepted: the decision was reversed.", {}, LONG),
    ).toBeTruthy();
    expect(screen.getByText("The messages were someone else's.")).toBeTruthy();
  });
});

describe("the account alert of a decision", () => {
  it("shows the statement on other pages, with the way to read and appeal it", async () => {
    mockApi(
      {
        "GET /api/report-decisions.php": json(200, { decisions: [decision({ action: "remove_photo" })] }),
        "GET /api/profile.php": profile,
      },
      { user: testUser() },
    );
    await renderApp("/members/7", { user: testUser() });
    const alert = await screen.findByRole("region", { name: "A decision about your account" }, LONG);
    expect(alert.textContent).toContain("One of your photos was removed");
    expect(alert.textContent).toContain("Insulting a member breaks rule 3.");
    expect(within(alert).getByRole("link", { name: "Read and appeal" }).getAttribute("href")).toBe(
      "/notifications#settings-reports",
    );
    await userEvent.click(within(alert).getByRole("button", { name: "Hide" }));
    expect(screen.queryByRole("region", { name: "A decision about your account" })).toBeNull();
  });
});
