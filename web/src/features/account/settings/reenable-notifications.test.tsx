/** The settings page's notice while notification mail is off, and its way back. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSettings(member: ReturnType<typeof testUser>) {
  await renderApp("/notifications", { user: member });
  await screen.findByRole("heading", { level: 1, name: "Settings" });
}

describe("the settings while notification mail is off", () => {
  it("say why and mail the link that turns it back on", async () => {
    const api = mockApi(
      { "POST /api/notifications-reenable.php": json(202, {}) },
      { user: testUser({ notifications_disabled: ["bounce"] }) },
    );
    await openSettings(testUser({ notifications_disabled: ["bounce"] }));
    const notice = screen.getByRole("region", { name: "Your notification e-mails are off" });
    expect(within(notice).getByText(/^Notifications disabled due to bounce/).textContent).toContain(
      "sam@example.test",
    );
    await userEvent.click(within(notice).getByRole("button", { name: "Turn e-mails back on" }));
    expect((await within(notice).findByRole("status")).textContent).toBe(
      "We sent you a link at sam@example.test. Click it to turn your e-mails back on.",
    );
    expect(api.callsTo("POST /api/notifications-reenable.php")).toHaveLength(1);
  });

  it("reload the member when mail turns out to be on already", async () => {
    const api = mockApi(
      { "POST /api/notifications-reenable.php": apiError(409, "NOTIFICATIONS_NOT_DISABLED") },
      { user: testUser() },
    );
    await openSettings(testUser({ notifications_disabled: ["unsubscribe"] }));
    const before = api.callsTo("GET /api/user.php").length;
    await userEvent.click(screen.getByRole("button", { name: "Turn e-mails back on" }));
    // The reloaded member has mail on: the notice goes, with its button.
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Your notification e-mails are off" })).toBeNull(),
    );
    expect(api.callsTo("GET /api/user.php").length).toBeGreaterThan(before);
  });

  it("show nothing of it while mail flows", async () => {
    mockApi({}, { user: testUser() });
    await openSettings(testUser());
    expect(screen.queryByRole("region", { name: "Your notification e-mails are off" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Turn e-mails back on" })).toBeNull();
  });
});
