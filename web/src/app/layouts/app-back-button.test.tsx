/** The installed app's back button shows only on the screens of spec §2 one drills into. */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

function installed(isInstalled: boolean) {
  vi.stubGlobal("matchMedia", () => ({
    matches: isInstalled,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function backButtonOn(path: string) {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  // Members' screens: a visitor would be sent to the login page.
  await renderApp(path, { user: testUser() });
  await screen.findByRole("heading", { level: 1 });
  return screen.queryByRole("button", { name: "Back" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the back button", () => {
  it.each(["/members/42", "/likes/received", "/likes/m/42", "/credits", "/credits/3/ideal"])(
    "shows in the installed app on %s",
    async (path) => {
      installed(true);
      expect(await backButtonOn(path)).not.toBeNull();
    },
  );

  it("does not show on other screens", async () => {
    installed(true);
    expect(await backButtonOn("/pricing")).toBeNull();
  });

  it("does not show in the browser, which has its own", async () => {
    installed(false);
    expect(await backButtonOn("/members/42")).toBeNull();
  });
});
