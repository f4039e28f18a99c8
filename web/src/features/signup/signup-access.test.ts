/** Signup access (spec §4): 'all', 'with_trafficsource' only with a tracking network, otherwise invitation only. */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app.tsx";
import { canSignUp } from "./signup-access.ts";

describe("canSignUp", () => {
  it("lets everyone in when the site says 'all'", () => {
    expect(canSignUp("all", {})).toBe(true);
  });

  it("lets in only visitors with a tracking network when the site says 'with_trafficsource'", () => {
    expect(canSignUp("with_trafficsource", {})).toBe(false);
    expect(canSignUp("with_trafficsource", { network: "" })).toBe(false);
    expect(canSignUp("with_trafficsource", { network: "adnet" })).toBe(true);
  });

  it("lets nobody in when signups are closed", () => {
    expect(canSignUp("closed", { network: "adnet" })).toBe(false);
  });
});

async function signupPage(path: string, signups: "all" | "with_trafficsource" | "closed") {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  await renderApp(path, { settings: { signups } });
  return screen.findByRole("heading", { level: 1 });
}

describe("the signup page", () => {
  it("shows the steps when everyone may sign up", async () => {
    expect((await signupPage("/signup", "all")).textContent).toBe("Let's get started");
  });

  it("shows the invite-only text to visitors without a traffic source", async () => {
    const heading = await signupPage("/signup", "with_trafficsource");
    expect(heading.textContent).toBe("Registration is currently by invitation only.");
    expect(screen.getAllByRole("link", { name: "Log in" }).at(-1)?.getAttribute("href")).toBe("/login");
  });

  it("shows the steps to visitors who came with a network", async () => {
    await signupPage("/signup?network=adnet", "with_trafficsource");
    expect(await screen.findByRole("heading", { level: 1, name: "Let's get started" })).toBeTruthy();
  });

  it("remembers the network on later pages", async () => {
    sessionStorage.setItem("tracking", JSON.stringify({ network: "adnet" }));
    expect((await signupPage("/signup", "with_trafficsource")).textContent).toBe("Let's get started");
  });

  it("shows the invite-only text when signups are closed", async () => {
    const heading = await signupPage("/signup?network=adnet", "closed");
    expect(heading.textContent).toBe("Registration is currently by invitation only.");
  });

  it("takes the invitation out of the footer where visitors may not sign up", async () => {
    await signupPage("/signup", "with_trafficsource");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("link", { name: "Sign up for free" })).toBeNull();
  });
});
