/**
 * One payment (/transactions/:id), where the provider sends the member back: loading, pending (polled
 * every 2 s for up to 2 minutes), completed (with the session user updated at once), failed and cancelled.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, deferred, json, type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { sessionUserQuery } from "../session/index.ts";
import { PENDING_POLL_LIMIT_MS, PENDING_POLL_MS } from "./api.ts";
import { creditsReturn, rememberCreditsReturn } from "./credits-return.ts";
import { creditsAnswer, paymentStatus, plainSpaces } from "./test-data.ts";

const LONG = { timeout: 5000 };
const FAILED_TEXT = "Payment failed or has been cancelled.";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a payment's page", () => {
  it("shows a spinner while loading, then waits calmly for the bank, asking every 2 s until completed", async () => {
    const first = deferred<MockAnswer>();
    let calls = 0;
    const api = mockApi(
      {
        "GET /api/payment.php": () => {
          calls += 1;
          if (calls === 1) return first.promise;
          return calls < 3
            ? paymentStatus()
            : paymentStatus({ status: "completed" }, { credits: 100, paid_user: true });
        },
      },
      { user: testUser() },
    );
    await renderApp("/transactions/Xk3_a9Qz7", { user: testUser() });
    expect(await screen.findByText("Loading your payment…", {}, LONG)).toBeTruthy();
    expect(screen.getByRole("status")).toBeTruthy();
    first.resolve(paymentStatus());
    expect(
      await screen.findByRole("heading", { level: 1, name: "We are waiting for your bank" }),
    ).toBeTruthy();
    expect(api.callsTo("GET /api/payment.php")[0]?.query.get("id")).toBe("Xk3_a9Qz7");

    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "+100 credits" },
        { timeout: 3 * PENDING_POLL_MS + 2000 },
      ),
    ).toBeTruthy();
    expect(api.callsTo("GET /api/payment.php")).toHaveLength(3);
  }, 15_000);

  it("stops asking after 2 minutes and lets the member ask again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let completed = false;
    const api = mockApi(
      {
        "GET /api/payment.php": () =>
          completed
            ? paymentStatus({ status: "completed" }, { credits: 100, paid_user: true })
            : paymentStatus(),
      },
      { user: testUser() },
    );
    await renderApp("/transactions/Xk3_a9Qz7", { user: testUser() });
    await screen.findByRole("heading", { name: "We are waiting for your bank" }, LONG);
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_LIMIT_MS + PENDING_POLL_MS));
    expect(await screen.findByText(/This is taking longer than usual/)).toBeTruthy();
    const asked = api.callsTo("GET /api/payment.php").length;
    expect(asked).toBeGreaterThan(50);
    expect(asked).toBeLessThanOrEqual(PENDING_POLL_LIMIT_MS / PENDING_POLL_MS + 2);
    await act(() => vi.advanceTimersByTimeAsync(10 * PENDING_POLL_MS));
    expect(api.callsTo("GET /api/payment.php")).toHaveLength(asked);
    expect(screen.getByRole("link", { name: "Your transactions" }).getAttribute("href")).toBe(
      "/transactions",
    );

    completed = true;
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("heading", { name: "+100 credits" })).toBeTruthy();
  }, 15_000);

  it("celebrates a completed first purchase and updates the member at once", async () => {
    const refreshedUser = deferred<MockAnswer>();
    const api = mockApi(
      {
        "GET /api/payment.php": paymentStatus(
          { status: "completed", credits: 100, completed_at: "2026-03-01T10:01:00Z" },
          { credits: 105, paid_user: true, first_purchase: true },
        ),
        "GET /api/user.php": () => refreshedUser.promise,
      },
      { user: testUser() },
    );
    const { queryClient } = await renderApp("/transactions/Xk3_a9Qz7", { user: testUser({ credits: 5 }) });
    expect(await screen.findByRole("heading", { level: 1, name: "+100 credits" }, LONG)).toBeTruthy();
    expect(screen.getByText("Thank you! Your payment of €39.95 is complete.")).toBeTruthy();
    expect(screen.getByText("Your balance: 105 credits")).toBeTruthy();
    expect(screen.getByText("You are now premium")).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/chats");
    expect(within(main).getByRole("link", { name: "Search members" }).getAttribute("href")).toBe("/members");

    // The session user follows before the refresh answers: the navigation switches to Credits.
    const user = queryClient.getQueryData(sessionUserQuery.queryKey);
    expect(user).toMatchObject({ credits: 105, paid_user: true });
    const nav = screen.getByRole("list", { name: "Member navigation" });
    expect(
      within(nav)
        .getByRole("link", { name: /^Credits/ })
        .getAttribute("href"),
    ).toBe("/credits");
    expect(within(nav).queryByRole("link", { name: /Get Premium/ })).toBeNull();
    await waitFor(() => expect(api.callsTo("GET /api/user.php").length).toBeGreaterThanOrEqual(1));
  });

  it("leads back to the conversation the member left to buy credits", async () => {
    rememberCreditsReturn("/chats/5");
    mockApi(
      {
        "GET /api/payment.php": paymentStatus(
          { status: "completed", credits: 25 },
          { credits: 25, paid_user: true },
        ),
      },
      { user: testUser() },
    );
    const { router } = await renderApp("/transactions/Xk3_a9Qz7", { user: testUser() });
    const back = await screen.findByRole("link", { name: "Back to your conversation" }, LONG);
    expect(back.getAttribute("href")).toBe("/chats/5");
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe("/chats/5"));
    // Used once: the next purchase, made from elsewhere, does not lead there.
    expect(creditsReturn()).toBeNull();
  });

  it("does not announce premium to a member who already was", async () => {
    const paid = testUser({ paid_user: true, credits: 2 });
    mockApi(
      {
        "GET /api/payment.php": paymentStatus(
          { status: "completed", credits: 25 },
          { credits: 27, paid_user: true },
        ),
      },
      { user: paid },
    );
    await renderApp("/transactions/Xk3_a9Qz7", { user: paid });
    expect(await screen.findByRole("heading", { name: "+25 credits" }, LONG)).toBeTruthy();
    expect(screen.getByText("Your balance: 27 credits")).toBeTruthy();
    expect(screen.queryByText("You are now premium")).toBeNull();
  });

  it.each(["failed", "cancelled"] as const)(
    "shows spec §8's text for a %s payment, with the ways on",
    async (status) => {
      mockApi(
        {
          "GET /api/payment.php": paymentStatus({
            status,
            credits: 100,
            method: "creditcard",
            discount_code: "SPRING20",
          }),
          "GET /api/credits.php": json(200, creditsAnswer()),
        },
        { user: testUser() },
      );
      await renderApp("/transactions/Xk3_a9Qz7", { user: testUser() });
      expect(await screen.findByRole("heading", { level: 1, name: FAILED_TEXT }, LONG)).toBeTruthy();
      expect((await screen.findByRole("link", { name: "Try again" })).getAttribute("href")).toBe(
        "/credits/2/creditcard?code=SPRING20",
      );
      expect(screen.getByRole("link", { name: "Pay another way" }).getAttribute("href")).toBe(
        "/credits/2?code=SPRING20",
      );
      const details = screen.getByRole("region", { name: "Payment details" });
      expect(within(details).getByText(status === "failed" ? "Failed" : "Cancelled")).toBeTruthy();
      expect(within(details).getByText("Credit card")).toBeTruthy();
    },
  );

  it("sends the member back to the bundles when the bundle is no longer on offer", async () => {
    mockApi(
      {
        "GET /api/payment.php": paymentStatus({ status: "failed", credits: 999 }),
        "GET /api/credits.php": json(200, creditsAnswer()),
      },
      { user: testUser() },
    );
    await renderApp("/transactions/Xk3_a9Qz7", { user: testUser() });
    await screen.findByRole("heading", { name: FAILED_TEXT }, LONG);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/credits"),
    );
    expect(screen.queryByRole("link", { name: "Pay another way" })).toBeNull();
  });

  it("speaks French, amounts included", async () => {
    mockApi(
      {
        "GET /api/payment.php": paymentStatus({ status: "cancelled", amount_cents: 3995 }),
        "GET /api/credits.php": json(200, creditsAnswer()),
      },
      { user: testUser() },
    );
    await renderApp("/transactions/Xk3_a9Qz7", { user: testUser(), language: "fr" });
    expect(
      await screen.findByRole("heading", { name: "Le paiement a échoué ou a été annulé." }, LONG),
    ).toBeTruthy();
    const details = screen.getByRole("region", { name: "Détails du paiement" });
    expect(plainSpaces(details.textContent)).toContain("39,95 €");
    expect(within(details).getByText("Annulé")).toBeTruthy();
  });

  it("says when the payment is not the member's or does not exist", async () => {
    mockApi({ "GET /api/payment.php": apiError(404, "NOT_FOUND") }, { user: testUser() });
    await renderApp("/transactions/nope", { user: testUser() });
    expect(await screen.findByRole("heading", { name: "Payment not found" }, LONG)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Your transactions" }).getAttribute("href")).toBe(
      "/transactions",
    );
  });
});
