/**
 * A member's landing pages: the member big in each of the three layouts, the first message written there
 * carried into the signup for that member, and the 404 page for a member who does not exist.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi } from "../../../test/mock-api.ts";
import { makeProfileView } from "../../../test/profile-data.ts";
import { renderApp } from "../../../test/render-app.tsx";

const LONG = { timeout: 5000 };

function emma(overrides: Parameters<typeof makeProfileView>[1] = {}) {
  return makeProfileView(42, { name: "Emma", age: 31, city: "Lyon", ...overrides });
}

async function openLanding(path: string, profile = emma()) {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  const api = mockApi({ "GET /api/profile.php": json(200, { profile }) });
  await renderApp(path);
  return api;
}

describe("a member's landing", () => {
  it("shows the member big with a message box, and carries the message into the signup for them", async () => {
    const api = await openLanding("/members/42/landing?network=ads1");
    expect(await screen.findByRole("heading", { level: 1, name: "Emma wants to chat" }, LONG)).toBeTruthy();
    expect(screen.getByRole("img", { name: "Photo of Emma" }).getAttribute("loading")).toBe("eager");
    expect(screen.getByText("Emma, 31")).toBeTruthy();
    expect(api.callsTo("GET /api/profile.php")[0]?.query.get("id")).toBe("42");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hi Emma, how is your day going?" }));
    const box = screen.getByLabelText("Your message to Emma");
    expect((box as HTMLTextAreaElement).value).toBe("Hi Emma, how is your day going?");
    await user.clear(box);
    await user.type(box, "  Hello Emma, coffee in Lyon?  ");
    await user.click(screen.getByRole("button", { name: "Send to Emma" }));

    const message = await screen.findByLabelText("Your first message to Emma", {}, LONG);
    expect((message as HTMLTextAreaElement).value).toBe("Hello Emma, coffee in Lyon?");
    expect(screen.getByTestId("signup-target").textContent).toContain("Emma, 31");
  });

  it("shows the gallery split screen with the locked photos counted, leading to the signup", async () => {
    await openLanding(
      "/members/42/landing2/milf-paris",
      emma({ about: "Loves long walks.", interests: ["Travelling"], locked_photos: 3 }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Meet Emma" }, LONG)).toBeTruthy();
    expect(screen.getByText("31 years old")).toBeTruthy();
    expect(screen.getByText("Loves long walks.")).toBeTruthy();
    const locked = screen.getByRole("link", { name: "3 more photos of Emma: sign up to see them" });
    expect(locked.getAttribute("href")).toBe("/members/42/signup");
    expect(screen.getByRole("button", { name: "Send to Emma" })).toBeTruthy();
  });

  it("shows a chat preview whose composer sends to the signup", async () => {
    await openLanding("/members/42/landing3");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Start a chat with Emma" }, LONG),
    ).toBeTruthy();
    expect(screen.getByText("I live in Lyon. What about you?")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Your message to Emma"), "Hi!");
    await user.click(screen.getByRole("button", { name: "Send to Emma" }));
    const message = await screen.findByLabelText("Your first message to Emma", {}, LONG);
    expect((message as HTMLTextAreaElement).value).toBe("Hi!");
  });

  it("marks a fictional member as such", async () => {
    await openLanding("/members/42/landing", emma({ fictional: true }));
    await screen.findByRole("heading", { level: 1, name: "Emma wants to chat" }, LONG);
    expect(screen.getByTestId("fictional-mark")).toBeTruthy();
  });

  it("is the 404 page for a member who does not exist, or an id that is not one", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    mockApi({ "GET /api/profile.php": apiError(404, "NOT_FOUND") });
    await renderApp("/members/999/landing");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be found" }, LONG),
    ).toBeTruthy();
  });

  it("is the 404 page for an id that is not a number, without asking the server", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const api = mockApi();
    await renderApp("/members/abc/landing2");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be found" }, LONG),
    ).toBeTruthy();
    expect(api.callsTo("GET /api/profile.php")).toHaveLength(0);
  });
});
