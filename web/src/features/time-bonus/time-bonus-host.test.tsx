/**
 * The time bonus in the members area (spec §4): the banner ticks every second and goes at 0, on paying and
 * on logout; the welcome modal comes first, the time-bonus modal 40 s after entering (0 credits only); each
 * is dismissed once, on the server.
 */
import type { User } from "@amora/contract/accounts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { type ApiCall, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { clearSession, sessionUserQuery } from "../session/index.ts";
import { resetBonusVisit } from "./bonus-visit.ts";

const SIGNUP = Date.parse("2026-11-22T12:00:00Z");
/** 48 s after signup: 03:59:12 left. */
const ENTERED = SIGNUP + 48_000;
const SEEN = { welcome_bonus: "2026-11-22T12:00:30Z" };
const WAIT = { timeout: 5_000 };

beforeEach(() => {
  // The bonus clock (Date and the one interval) moves only when a test moves it; timeouts stay real, so
  // lazy chunks, dialog transitions and user events run as usual.
  vi.useFakeTimers({ now: ENTERED, toFake: ["Date", "setInterval", "clearInterval"] });
  // Each test is a new page load.
  resetBonusVisit();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function member(overrides: Parameters<typeof testUser>[0] = {}): User {
  return testUser({ signup_date: new Date(SIGNUP).toISOString(), ...overrides });
}

/** The server: the session user, and alerts.php storing a dismissal into it as the real one does. */
function serve(user: User) {
  let current = user;
  const api = mockApi({
    "GET /api/user.php": () => json(200, { user: current }),
    "POST /api/alerts.php": (call: ApiCall) => {
      const { alert } = call.body as { alert: string };
      current = {
        ...current,
        dismissed_alerts: { ...current.dismissed_alerts, [alert]: new Date().toISOString() },
      };
      return json(200, { user: current });
    },
  });
  return {
    ...api,
    dismissals: () => api.callsTo("POST /api/alerts.php").map((call) => call.body),
    update: (change: Partial<User>) => {
      current = { ...current, ...change };
    },
  };
}

/** Opens a page of the default layout; /premium is in the members area, where the modals show. */
async function enter(user: User | null, path = "/premium") {
  const view = await renderApp(path, { user });
  await screen.findByRole("heading", { level: 1 }, WAIT);
  // The layout loads the time bonus as a chunk of its own: once it is in, "nothing shown" means something.
  await act(() => import("./time-bonus-host.tsx"));
  return view;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

// Testing Library's waits, not vi.waitFor: that one moves the fake clock, and these tests count its every
// millisecond.
const banner = () => screen.queryByRole("region", { name: "Welcome discount" });
const bannerGone = () => waitFor(() => expect(banner()).toBeNull(), WAIT);
const findBanner = () => screen.findByRole("region", { name: "Welcome discount" }, WAIT);
const findDialog = (name: string) => screen.findByRole("dialog", { name }, WAIT);
const noDialog = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), WAIT);
const WELCOME = "Welcome! Here's 25% off your first credits";
const REMINDER = "Your 25% welcome discount is running out";
const bothSeen = { ...SEEN, time_bonus: "2026-11-22T12:00:40Z" };

describe("the time-bonus banner", () => {
  it("counts down every second, quietly, and leads to the credits page with the code", async () => {
    serve(member({ dismissed_alerts: bothSeen }));
    const { router } = await enter(member({ dismissed_alerts: bothSeen }));
    const region = await findBanner();
    expect(region.textContent).toContain("25% off your first credits — 03:59:12 left");
    const timer = within(region).getByRole("timer", { name: "Time left on your welcome discount" });
    expect(timer.textContent).toBe("03:59:12");
    // Nothing in the banner is a live region that would announce each second.
    expect(region.querySelector("[aria-live]:not([aria-live='off'])")).toBeNull();

    await advance(999);
    expect(timer.textContent).toBe("03:59:12");
    await advance(1);
    expect(timer.textContent).toBe("03:59:11");
    await advance(61_000);
    expect(timer.textContent).toBe("03:58:10");

    const link = within(region).getByRole("link", { name: "Get 25% off" });
    expect(link.getAttribute("href")).toBe("/credits?code=TIMEBONUS25");
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/credits"), WAIT);
    expect(router.state.location.search).toBe("?code=TIMEBONUS25");
    await bannerGone();
  });

  it("goes at 0", async () => {
    const user = member({
      signup_date: new Date(ENTERED - 14_398_000).toISOString(),
      dismissed_alerts: bothSeen,
    });
    serve(user);
    await enter(user);
    const timer = within(await findBanner()).getByRole("timer");
    expect(timer.textContent).toBe("00:00:02");
    await advance(1000);
    expect(timer.textContent).toBe("00:00:01");
    await advance(1000);
    expect(banner()).toBeNull();
  });

  it("goes when the member pays, as the user refresh tells", async () => {
    const user = member({ dismissed_alerts: bothSeen });
    const api = serve(user);
    const { queryClient } = await enter(user);
    await findBanner();
    api.update({ paid_user: true, credits: 120 });
    await act(() => queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey }));
    await bannerGone();
  });

  it("goes on logout", async () => {
    const user = member({ dismissed_alerts: bothSeen });
    serve(user);
    const { queryClient } = await enter(user);
    await findBanner();
    act(() => clearSession(queryClient));
    await bannerGone();
  });

  it.each([
    ["visitors", null],
    ["members who paid", member({ paid_user: true, credits: 40 })],
    ["members who signed up more than 4 hours ago", member({ signup_date: "2026-11-22T07:59:00Z" })],
  ])("is not shown to %s", async (_, user) => {
    // The visitor's 18+ entry warning is a dialog of its own.
    localStorage.setItem("site-entry-warning-dismissed", String(ENTERED));
    serve(user ?? member());
    await enter(user);
    await advance(2_000);
    expect(banner()).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the time-bonus modal", () => {
  it("opens exactly 40 s after entering the members area, and is dismissed on the server", async () => {
    const user = member({ dismissed_alerts: SEEN });
    const api = serve(user);
    await enter(user);
    await findBanner();
    await advance(39_999);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(1);

    const dialog = await findDialog(REMINDER);
    expect(
      within(dialog).getByRole("timer", { name: "Time left on your welcome discount" }).textContent,
    ).toBe("03:58:32");
    expect(within(dialog).getByRole("link", { name: "Get my 25% off" }).getAttribute("href")).toBe(
      "/credits?code=TIMEBONUS25",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Maybe later" }));
    await noDialog();
    expect(api.dismissals()).toEqual([{ alert: "time_bonus" }]);

    await advance(120_000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("counts from entering the members area, not from each page, and opens only there", async () => {
    const user = member({ dismissed_alerts: SEEN });
    serve(user);
    const { router } = await enter(user, "/faq");
    await findBanner();
    // 60 s on an info page: no reminder, and the wait has not begun.
    await advance(60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => router.navigate("/premium"));
    await advance(25_000);
    await act(() => router.navigate("/terms"));
    await advance(15_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => router.navigate("/premium"));
    await findDialog(REMINDER);
  });

  it("takes the member to the credits page with the code, and counts as dismissed", async () => {
    const user = member({ dismissed_alerts: SEEN });
    const api = serve(user);
    const { router } = await enter(user);
    await advance(40_000);
    const dialog = await findDialog(REMINDER);
    await userEvent.click(within(dialog).getByRole("link", { name: "Get my 25% off" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/credits"), WAIT);
    expect(router.state.location.search).toBe("?code=TIMEBONUS25");
    await noDialog();
    expect(api.dismissals()).toEqual([{ alert: "time_bonus" }]);
  });

  it("is not for members with credits", async () => {
    const user = member({ dismissed_alerts: SEEN, credits: 8 });
    serve(user);
    await enter(user);
    await findBanner();
    await advance(60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not come back once dismissed", async () => {
    const user = member({ dismissed_alerts: bothSeen });
    serve(user);
    await enter(user);
    await findBanner();
    await advance(60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the welcome modal", () => {
  it("comes first, and the time-bonus modal only 40 s after it was dismissed", async () => {
    const user = member();
    const api = serve(user);
    await enter(user);

    const welcome = await findDialog(WELCOME);
    expect(welcome.textContent).toContain("for 4 hours after signing up");
    expect(within(welcome).getByText("TIMEBONUS25")).toBeTruthy();
    expect(within(welcome).getByRole("timer").textContent).toBe("03:59:12");
    expect(within(welcome).getByRole("link", { name: "Choose my credits" }).getAttribute("href")).toBe(
      "/credits?code=TIMEBONUS25",
    );

    // Left open past the 40 s: still the only dialog.
    await advance(45_000);
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(screen.queryByRole("dialog", { name: REMINDER })).toBeNull();

    await userEvent.click(within(welcome).getByRole("button", { name: "Later" }));
    await noDialog();
    expect(api.dismissals()).toEqual([{ alert: "welcome_bonus" }]);

    // The wait restarts at the close; the modal comes with the first tick 40 s after it.
    await advance(39_999);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(1_000);
    await findDialog(REMINDER);
  });

  it("waits while the new member is still in the signup steps", async () => {
    const user = member();
    serve(user);
    const { router } = await enter(user, "/signup-matches");
    await findBanner();
    await advance(2_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => router.navigate("/premium"));
    await findDialog(WELCOME);
  });

  it.each(["/faq", "/terms", "/no-such-page"])("stays off %s, outside the members area", async (path) => {
    const user = member();
    serve(user);
    await enter(user, path);
    await findBanner();
    await advance(60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not come back on the next page, across layouts, once closed", async () => {
    const user = member();
    mockApi({
      "GET /api/user.php": json(200, { user }),
      "POST /api/alerts.php": json(500, { code: "INTERNAL", message: "" }),
      "GET /api/chats.php": json(200, { chats: [], next_before: null }),
    });
    const { router } = await enter(user);
    const welcome = await findDialog(WELCOME);
    await userEvent.click(within(welcome).getByRole("button", { name: "Later" }));
    await noDialog();
    // The chat list has a layout of its own: the host mounts anew there, and again back on /premium.
    await act(() => router.navigate("/chats"));
    await screen.findByText("No conversations yet", {}, WAIT);
    await advance(2_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => router.navigate("/premium"));
    await advance(2_000);
    expect(screen.queryByRole("dialog", { name: WELCOME })).toBeNull();
  });

  it("closes for this visit even when the dismissal could not be stored", async () => {
    const user = member();
    const api = mockApi({
      "GET /api/user.php": json(200, { user }),
      "POST /api/alerts.php": json(500, { code: "INTERNAL", message: "" }),
    });
    await enter(user);
    const welcome = await findDialog(WELCOME);
    await userEvent.click(within(welcome).getByRole("button", { name: "Close" }));
    await noDialog();
    expect(api.callsTo("POST /api/alerts.php")).toHaveLength(1);
    await advance(5_000);
    expect(screen.queryByRole("dialog", { name: WELCOME })).toBeNull();
  });
});
