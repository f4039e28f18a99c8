/**
 * The terms acceptance dialog (spec §9, issue 16): shown to a member whose `terms_to_accept` is set, not
 * dismissable but by accepting or logging out, away on /terms; accepting posts the version and it goes for good.
 */
import type { User } from "@amora/contract/accounts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "../../test/a11y.ts";
import { testUser } from "../../test/fixtures.ts";
import { type ApiCall, apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

const VERSION = "2026-11-20T10:00:00.000Z";
const WAIT = { timeout: 5_000 };

function serve(user: User, acceptAnswer?: () => ReturnType<typeof json>) {
  let current = user;
  return mockApi({
    "GET /api/user.php": () => json(200, { user: current }),
    "POST /api/terms.php": (call: ApiCall) => {
      if (acceptAnswer) return acceptAnswer();
      expect(call.body).toEqual({ version: VERSION });
      current = { ...current, terms_to_accept: null };
      return json(200, { user: current });
    },
    "POST /api/logout.php": json(200, { user: null }),
  });
}

async function enter(user: User, path = "/premium") {
  const view = await renderApp(path, { user });
  await screen.findByRole("heading", { level: 1 }, WAIT);
  await act(() => import("./terms-acceptance-host.tsx"));
  return view;
}

const TEXT =
  "We updated our terms and conditions on 20 November 2026. Please read them and accept them to continue using Amora.";

describe("the terms acceptance dialog", () => {
  it("asks a member to accept the changed terms, and cannot be closed with Escape", async () => {
    const user = userEvent.setup();
    serve(testUser({ terms_to_accept: VERSION }));
    await enter(testUser({ terms_to_accept: VERSION }));
    const dialog = await screen.findByRole("dialog", { name: "Our terms have changed" }, WAIT);
    expect(within(dialog).getByText(/We updated our/).textContent).toBe(TEXT);
    expect(within(dialog).getByRole("link", { name: "terms and conditions" }).getAttribute("href")).toBe(
      "/terms",
    );
    await expectNoA11yViolations(dialog);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Our terms have changed" })).toBeTruthy();
  });

  it("records the acceptance and goes for good", async () => {
    const user = userEvent.setup();
    const api = serve(testUser({ terms_to_accept: VERSION }));
    const { queryClient } = await enter(testUser({ terms_to_accept: VERSION }));
    const dialog = await screen.findByRole("dialog", { name: "Our terms have changed" }, WAIT);
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), WAIT);
    expect(api.callsTo("POST /api/terms.php")).toHaveLength(1);
    await queryClient.refetchQueries({ queryKey: ["session", "user"] });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the dialog, and says why, when the acceptance fails", async () => {
    const user = userEvent.setup();
    serve(testUser({ terms_to_accept: VERSION }), () => apiError(503, "SERVICE_UNAVAILABLE"));
    await enter(testUser({ terms_to_accept: VERSION }));
    const dialog = await screen.findByRole("dialog", { name: "Our terms have changed" }, WAIT);
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    expect((await within(dialog).findByRole("alert", {}, WAIT)).textContent).not.toBe("");
    expect(screen.getByRole("dialog", { name: "Our terms have changed" })).toBeTruthy();
  });

  it("logs out from the dialog", async () => {
    const user = userEvent.setup();
    const api = serve(testUser({ terms_to_accept: VERSION }));
    const { router } = await enter(testUser({ terms_to_accept: VERSION }));
    const dialog = await screen.findByRole("dialog", { name: "Our terms have changed" }, WAIT);
    await user.click(within(dialog).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(api.callsTo("POST /api/logout.php")).toHaveLength(1), WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), WAIT);
    // A visitor again: the site-entry warning may show, the terms never.
    await waitFor(
      () => expect(screen.queryByRole("dialog", { name: "Our terms have changed" })).toBeNull(),
      WAIT,
    );
  });

  it("stays away on /terms, so the member can read them", async () => {
    serve(testUser({ terms_to_accept: VERSION }));
    await enter(testUser({ terms_to_accept: VERSION }), "/terms");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not show when there is nothing to accept", async () => {
    serve(testUser());
    await enter(testUser());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
