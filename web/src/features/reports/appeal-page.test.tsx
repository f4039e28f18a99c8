/**
 * The page of a decision mail's appeal link (/appeal?token=, issue 17): the decision and its statement of
 * reasons, the one appeal sent with the link's token and without a session, its length rule, where an
 * appeal stands, and a link that no longer works.
 */
import type { ReportDecision } from "@amora/contract/reports";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

const LONG = { timeout: 10_000 };
const TOKEN = "1.50.7.1798320817.abc";
const PAGE = `/appeal?token=${encodeURIComponent(TOKEN)}`;

function decision(overrides: Partial<ReportDecision> = {}): ReportDecision {
  return {
    id: 50,
    action: "ban",
    reason: "scam",
    statement: "Asking members for money breaks rule 2.",
    decided_at: "2026-03-02T10:00:00Z",
    can_appeal: true,
    appeal: null,
    ...overrides,
  };
}
const pending = {
  text: "I never asked for money.",
  at: "2026-03-03T10:00:00Z",
  outcome: null,
  statement: null,
};
const appealed = decision({ can_appeal: false, appeal: pending });

describe("the appeal link's page", () => {
  it("shows the decision and sends the one appeal with the link's token, logged out", async () => {
    const api = mockApi({
      "GET /api/report-appeal-link.php": json(200, { decision: decision() }),
      "POST /api/report-appeal-link.php": json(200, { decision: appealed }),
    });
    await renderApp(PAGE);
    expect(
      await screen.findByRole("heading", { level: 1, name: "A decision about your account" }, LONG),
    ).toBeTruthy();
    expect(screen.getByText(/^Your account was blocked/)).toBeTruthy();
    expect(screen.getByText("Asking members for money breaks rule 2.")).toBeTruthy();
    expect(api.callsTo("GET /api/report-appeal-link.php")[0]?.query.get("token")).toBe(TOKEN);

    const box = screen.getByRole("textbox", { name: "Why is this decision wrong?" });
    await userEvent.type(box, "short");
    await userEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    expect(screen.getByText("Write at least 10 characters.")).toBeTruthy();
    expect(api.callsTo("POST /api/report-appeal-link.php")).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, "  I never asked for money.  ");
    await userEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    await waitFor(() =>
      expect(api.callsTo("POST /api/report-appeal-link.php")[0]?.body).toEqual({
        token: TOKEN,
        text: "I never asked for money.",
      }),
    );
    expect(await screen.findByText("Your appeal was sent. We will e-mail you the decision.")).toBeTruthy();
    expect(screen.getByText("Another moderator will decide on your appeal.")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("shows where an appeal stands, with no second appeal", async () => {
    mockApi({
      "GET /api/report-appeal-link.php": json(200, {
        decision: decision({
          ...appealed,
          appeal: { ...pending, outcome: "upheld", statement: "The messages show it." },
        }),
      }),
    });
    await renderApp(PAGE);
    expect(await screen.findByText("Your appeal was refused: the decision stays.", {}, LONG)).toBeTruthy();
    expect(screen.getByText("The messages show it.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send appeal" })).toBeNull();
  });

  it("says so when the appeal was made meanwhile", async () => {
    mockApi({
      "GET /api/report-appeal-link.php": json(200, { decision: decision() }),
      "POST /api/report-appeal-link.php": apiError(409, "APPEAL_NOT_POSSIBLE"),
    });
    await renderApp(PAGE);
    await userEvent.type(
      await screen.findByRole("textbox", { name: "Why is this decision wrong?" }, LONG),
      "I never asked for money.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/appeal/i);
  });

  it("an expired or broken link says how long links work and where to write", async () => {
    mockApi({ "GET /api/report-appeal-link.php": apiError(400, "LINK_INVALID") });
    await renderApp(PAGE);
    expect(
      await screen.findByRole("heading", { name: "This appeal link no longer works" }, LONG),
    ).toBeTruthy();
    expect(screen.getByText(/works for 6 months after the decision/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /@/ }).getAttribute("href")).toMatch(/^mailto:/);
  });

  it("a link without a token asks nothing of the server", async () => {
    const api = mockApi({});
    await renderApp("/appeal");
    expect(
      await screen.findByRole("heading", { name: "This appeal link no longer works" }, LONG),
    ).toBeTruthy();
    expect(api.callsTo("GET /api/report-appeal-link.php")).toEqual([]);
  });
});
