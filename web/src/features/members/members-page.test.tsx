import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testCard, testUser } from "../../test/fixtures.ts";
import { apiError, mockApi, searchAnswer } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("member search", () => {
  it("sends the filters of the URL and shows the cards with the total", async () => {
    const api = mockApi({ "GET /api/members.php": searchAnswer([testCard(1), testCard(2)]) });
    await renderApp("/members?gender=male&min_age=25&max_age=40", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Members" }, { timeout: 5000 });
    expect(within(list).getAllByRole("link")).toHaveLength(2);
    expect(
      within(list)
        .getByRole("link", { name: /Member 1, 30/ })
        .getAttribute("href"),
    ).toBe("/members/1");
    expect(screen.getByText("2 members")).toBeTruthy();
    const query = api.callsTo("GET /api/members.php")[0]?.query;
    expect(query?.get("gender")).toBe("male");
    expect(query?.get("min_age")).toBe("25");
    expect(query?.get("max_age")).toBe("40");
    expect(query?.has("page")).toBe(false);
  });

  it("puts the chosen filters into the URL and searches again from page 1", async () => {
    const api = mockApi({ "GET /api/members.php": searchAnswer([testCard(1)]) });
    const { router } = await renderApp("/members?page=3", { user: testUser() });
    await screen.findByRole("list", { name: "Members" });
    await userEvent.selectOptions(screen.getByLabelText("Looking for"), "female");
    await userEvent.selectOptions(screen.getByLabelText("Country"), "NL");
    await userEvent.selectOptions(screen.getByLabelText("Age from"), "30");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ gender: "female", country: "NL", min_age: "30" });
    await vi.waitFor(() =>
      expect(api.callsTo("GET /api/members.php").at(-1)?.query.get("country")).toBe("NL"),
    );
    expect(api.callsTo("GET /api/members.php").at(-1)?.query.has("page")).toBe(false);
  });

  it("pages forward and back through the URL", async () => {
    const api = mockApi({
      "GET /api/members.php": (call) =>
        searchAnswer([testCard(Number(call.query.get("page") ?? 1))], {
          pageNumber: Number(call.query.get("page") ?? 1),
          total: 60,
        }),
    });
    const { router } = await renderApp("/members", { user: testUser() });
    expect(await screen.findByText("Page 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2")).toBeTruthy();
    expect(router.state.location.search).toBe("?page=2");
    expect(api.callsTo("GET /api/members.php").at(-1)?.query.get("page")).toBe("2");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Page 2")).toBeTruthy();
  });

  it("shows a capped total as 1,000+", async () => {
    mockApi({ "GET /api/members.php": searchAnswer([testCard(1)], { total: 1000, total_capped: true }) });
    await renderApp("/members", { user: testUser() });
    expect(await screen.findByText("1,000+ members")).toBeTruthy();
  });

  it("shows similar profiles when the server sends them", async () => {
    mockApi({ "GET /api/members.php": searchAnswer([], { similar: [testCard(9)] }) });
    await renderApp("/members", { user: testUser() });
    expect(await screen.findByText("No members found")).toBeTruthy();
    const similar = screen.getByRole("list", { name: "Members you may also like" });
    expect(within(similar).getByRole("link", { name: /Member 9/ })).toBeTruthy();
  });

  // renderApp's providers register the app's real forced-logout handler, which used to drop this failed
  // query: the page then showed its skeletons forever.
  it("asks refused visitors to log in or sign up instead of loading forever", async () => {
    mockApi({ "GET /api/members.php": apiError(403, "authentication_required") });
    await renderApp("/members", { settings: { logged_out_search: false } });
    const prompt = (await screen.findByText("Log in to see the members")).parentElement as HTMLElement;
    expect(within(prompt).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(within(prompt).getByRole("link", { name: "Sign up for free" }).getAttribute("href")).toBe(
      "/signup",
    );
    expect(screen.queryByTestId("member-grid-skeleton")).toBeNull();
    expect(screen.queryByText("Loading members…")).toBeNull();
  });

  it("logs out a member whose session ended and shows them the prompt", async () => {
    const api = mockApi({ "GET /api/members.php": apiError(403, "authentication_required") });
    const { queryClient } = await renderApp("/members", {
      user: testUser(),
      settings: { logged_out_search: false },
    });
    expect(await screen.findByText("Log in to see the members")).toBeTruthy();
    expect(queryClient.getQueryData(["session", "user"])).toBeNull();
    // Once as the member, once more as the visitor the page started over as; then it rests.
    expect(api.callsTo("GET /api/members.php")).toHaveLength(2);
  });

  it("sends the visitor's stored traffic source, which opens the search on such sites", async () => {
    sessionStorage.setItem("tracking", JSON.stringify({ network: "adnet" }));
    const api = mockApi({
      "GET /api/members.php": (call) =>
        call.query.get("network") === "adnet"
          ? searchAnswer([testCard(1)])
          : apiError(403, "authentication_required"),
    });
    await renderApp("/members", {
      settings: { logged_out_search: false, logged_out_search_trafficsource: true },
    });
    expect(await screen.findByRole("list", { name: "Members" })).toBeTruthy();
    expect(api.callsTo("GET /api/members.php")[0]?.query.get("network")).toBe("adnet");
  });

  it("offers a retry when the search fails", async () => {
    let fail = true;
    mockApi({
      "GET /api/members.php": () => (fail ? apiError(500, "INTERNAL") : searchAnswer([testCard(1)])),
    });
    await renderApp("/members", { user: testUser() });
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole("list", { name: "Members" })).toBeTruthy();
  });
});
