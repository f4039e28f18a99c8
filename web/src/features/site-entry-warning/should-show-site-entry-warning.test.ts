/** Every rule of spec §2 for the site-entry warning. */
import { describe, expect, it } from "vitest";
import {
  type SiteEntryWarningContext,
  shouldShowSiteEntryWarning,
} from "./should-show-site-entry-warning.ts";

function context(overrides: Partial<SiteEntryWarningContext> = {}): SiteEntryWarningContext {
  return {
    settings: {
      enable_site_entry_popup: "yes",
      countries: ["NL", "DE", "GB", "FR"],
      geoip_country: "GB",
      geoip_selected_country: "GB",
    },
    isLoggedIn: false,
    isInstalledApp: false,
    isDismissed: false,
    pathname: "/",
    layout: "default",
    ...overrides,
  };
}

function settings(overrides: Partial<SiteEntryWarningContext["settings"]>) {
  return { ...context().settings, ...overrides };
}

describe("shouldShowSiteEntryWarning", () => {
  it("shows to a logged-out visitor from an allowed country on a default page", () => {
    expect(shouldShowSiteEntryWarning(context())).toBe(true);
  });

  it("does not show to logged-in members", () => {
    expect(shouldShowSiteEntryWarning(context({ isLoggedIn: true }))).toBe(false);
  });

  it("does not show in the installed app", () => {
    expect(shouldShowSiteEntryWarning(context({ isInstalledApp: true }))).toBe(false);
  });

  it("shows only once: not after the visitor dismissed it", () => {
    expect(shouldShowSiteEntryWarning(context({ isDismissed: true }))).toBe(false);
  });

  it("is skipped when the site switches it off", () => {
    expect(
      shouldShowSiteEntryWarning(context({ settings: settings({ enable_site_entry_popup: "no" }) })),
    ).toBe(false);
  });

  it("is skipped when the visitor's country is not in the site's list", () => {
    expect(shouldShowSiteEntryWarning(context({ settings: settings({ geoip_country: "US" }) }))).toBe(false);
  });

  it("uses the selected country when the visitor's country is unknown", () => {
    const unknown = settings({ geoip_country: null, geoip_selected_country: "FR" });
    expect(shouldShowSiteEntryWarning(context({ settings: unknown }))).toBe(true);
    const notServed = settings({ geoip_country: null, geoip_selected_country: "FR", countries: ["NL"] });
    expect(shouldShowSiteEntryWarning(context({ settings: notServed }))).toBe(false);
  });

  it.each(["/complete-signup", "/reset-password", "/reset-password/do", "/reset-password/"])(
    "is hidden on %s",
    (pathname) => {
      expect(shouldShowSiteEntryWarning(context({ pathname }))).toBe(false);
    },
  );

  it("is not hidden on pages that only start like an exempt one", () => {
    expect(shouldShowSiteEntryWarning(context({ pathname: "/reset-passwords" }))).toBe(true);
  });

  describe.each(["chat", "lander", "empty"] as const)("in the %s layout", (layout) => {
    it.each(["NL", "DE"] as const)("shows to visitors from %s", (country) => {
      expect(
        shouldShowSiteEntryWarning(context({ layout, settings: settings({ geoip_country: country }) })),
      ).toBe(true);
    });

    it("does not show to visitors from other allowed countries", () => {
      expect(shouldShowSiteEntryWarning(context({ layout }))).toBe(false);
    });

    it("still needs the country to be allowed", () => {
      const notServed = settings({ geoip_country: "NL", countries: ["GB"] });
      expect(shouldShowSiteEntryWarning(context({ layout, settings: notServed }))).toBe(false);
    });
  });
});
