/** The site-entry warning as visitors meet it: Enter dismisses it for good, Leave goes elsewhere. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app.tsx";

describe("the site-entry warning", () => {
  it("asks to enter or leave, and remembers entering", async () => {
    await renderApp("/terms");
    const dialog = await screen.findByRole("dialog", { name: "Adults only (18+)" });
    expect(screen.getByRole("link", { name: "Leave" }).getAttribute("href")).toBe("https://www.google.com");

    await userEvent.click(screen.getByRole("button", { name: "Enter" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(Number(localStorage.getItem("site-entry-warning-dismissed"))).toBeGreaterThan(0);
  });

  it("does not come back once dismissed", async () => {
    localStorage.setItem("site-entry-warning-dismissed", String(Date.now()));
    await renderApp("/terms");
    await screen.findByRole("heading", { name: "Terms and conditions" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is in French for French visitors", async () => {
    await renderApp("/terms", { language: "fr" });
    expect(await screen.findByRole("dialog", { name: "Réservé aux adultes (18+)" })).toBeTruthy();
  });
});
