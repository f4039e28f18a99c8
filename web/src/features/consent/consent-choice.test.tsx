/** The consent answer on the cookie page (issue 16): shown, and changed either way as easily as given. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createTestI18n } from "../../test/render-app.tsx";
import { readConsent } from "./consent-banner.tsx";
import { ConsentChoice } from "./consent-choice.tsx";

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the choice writes.
  document.cookie = "consent=; Max-Age=0; Path=/";
});

async function renderChoice() {
  render(
    <I18nextProvider i18n={await createTestI18n()}>
      <ConsentChoice />
    </I18nextProvider>,
  );
}

describe("the consent choice on the cookie page", () => {
  it("says when nothing was answered, and takes either answer", async () => {
    await renderChoice();
    expect(screen.getByRole("status").textContent).toBe(
      "You have not answered the cookie question yet: only the necessary cookies are used.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(readConsent()).toBe("all");
    expect(screen.getByRole("button", { name: "Accept all" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Only necessary" }));
    expect(readConsent()).toBe("necessary");
    expect(screen.getByRole("status").textContent).toBe("You accepted only the necessary cookies.");
  });

  it("shows an answer given in the banner before", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: an answer given before.
    document.cookie = "consent=all; Path=/";
    await renderChoice();
    expect(screen.getByRole("status").textContent).toContain("You accepted all cookies");
    expect(screen.getByRole("button", { name: "Only necessary" }).getAttribute("aria-pressed")).toBe("false");
  });
});
