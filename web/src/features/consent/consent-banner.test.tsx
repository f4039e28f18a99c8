/** The consent banner (issue 16): asked once, two equal answers kept a year in the `consent` cookie. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app.tsx";
import { readConsent } from "./consent-banner.tsx";

function clearConsent() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the banner writes.
  document.cookie = "consent=; Max-Age=0; Path=/";
}

afterEach(clearConsent);

const banner = () => screen.queryByRole("region", { name: "Cookies on this site" });

describe("the consent banner", () => {
  it("asks a visitor without an answer, with two equal choices and a link to the cookie page", async () => {
    await renderApp("/");
    await waitFor(() => expect(banner()).not.toBeNull());
    const necessary = screen.getByRole("button", { name: "Only necessary" });
    const all = screen.getByRole("button", { name: "Accept all" });
    expect(necessary.className).toBe(all.className);
    expect(screen.getByRole("link", { name: "Read about our cookies" }).getAttribute("href")).toBe(
      "/cookies",
    );
    await userEvent.click(all);
    expect(banner()).toBeNull();
    expect(readConsent()).toBe("all");
  });

  it("keeps 'only necessary' as an answer too", async () => {
    await renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: "Only necessary" }));
    expect(banner()).toBeNull();
    expect(readConsent()).toBe("necessary");
  });

  it("is not shown once answered, nor in the back office", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: an answer given before.
    document.cookie = "consent=necessary; Path=/";
    await renderApp("/");
    await screen.findByRole("main");
    expect(banner()).toBeNull();
    clearConsent();
    await renderApp("/admin");
    await screen.findAllByRole("heading");
    expect(banner()).toBeNull();
  });

  it("speaks French", async () => {
    await renderApp("/", { language: "fr" });
    expect(await screen.findByRole("region", { name: "Les cookies de ce site" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tout accepter" })).toBeTruthy();
  });
});
