/** The footer: its nine links, the company line, the US statement for English, and its variants. */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

async function renderFooter(options: Parameters<typeof renderApp>[1] = {}) {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  await renderApp("/pricing", options);
  return screen.findByRole("contentinfo");
}

function standaloneDisplay(isStandalone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: isStandalone && query === "(display-mode: standalone)",
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the footer", () => {
  it("links the nine information pages of the spec", async () => {
    const footer = await renderFooter();
    const links = within(
      within(footer).getByRole("navigation", { name: "Information and help" }),
    ).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Terms and conditions", "/terms"],
      ["Privacy policy", "/privacy"],
      ["Cookie policy", "/cookies"],
      ["Access ban", "/ban"],
      ["Pricing", "/pricing"],
      ["Complaints", "/complaints"],
      ["Returns and refunds", "/return-policy"],
      ["FAQ", "/faq"],
      ["Customer service", "/service"],
    ]);
  });

  it("names the company behind the site", async () => {
    const footer = await renderFooter();
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Amora Media B.V. · Herengracht 420, Amsterdam, Netherlands`),
    ).toBeTruthy();
    expect(within(footer).getByText("Chamber of Commerce no. 87654321")).toBeTruthy();
  });

  it("shows the US record-keeping statement in English when the site asks for it", async () => {
    const footer = await renderFooter({ settings: { us_footer: true } });
    expect(within(footer).getByRole("heading", { name: /18 U\.S\.C\. 2257/ })).toBeTruthy();
  });

  it("leaves the US statement out in French", async () => {
    const french = await renderFooter({ settings: { us_footer: true }, language: "fr" });
    expect(within(french).queryByRole("heading", { name: /2257/ })).toBeNull();
  });

  it("leaves the US statement out when the flag is off", async () => {
    const footer = await renderFooter({ settings: { us_footer: false } });
    expect(within(footer).queryByRole("heading", { name: /2257/ })).toBeNull();
  });

  it("invites visitors to sign up, where everyone may", async () => {
    const footer = await renderFooter();
    expect(within(footer).getByRole("link", { name: "Sign up for free" }).getAttribute("href")).toBe(
      "/signup",
    );
  });

  it("does not invite visitors when signups are closed", async () => {
    const footer = await renderFooter({ settings: { signups: "closed" } });
    expect(within(footer).queryByRole("link", { name: "Sign up for free" })).toBeNull();
  });

  it("shows members their account links instead", async () => {
    const footer = await renderFooter({ user: testUser() });
    expect(within(footer).queryByRole("link", { name: "Sign up for free" })).toBeNull();
    expect(within(footer).getByRole("link", { name: "My profile" }).getAttribute("href")).toBe("/profile");
  });

  it("is a compact strip in the installed app", async () => {
    standaloneDisplay(true);
    const footer = await renderFooter();
    expect(footer.classList.contains("site-footer--compact")).toBe(true);
    expect(within(footer).queryByRole("link", { name: "Sign up for free" })).toBeNull();
    // The nine information links and the company's phone number.
    expect(within(footer).getAllByRole("link")).toHaveLength(10);
  });
});

describe("the disclaimer", () => {
  it("says the site is for adults and discloses fictional profiles", async () => {
    await renderFooter();
    const note = screen.getByRole("note");
    expect(within(note).getByText(/is a dating website for adults aged 18 and over/)).toBeTruthy();
    expect(within(note).getByText("Profiles marked ✱ are fictional.")).toBeTruthy();
  });
});
