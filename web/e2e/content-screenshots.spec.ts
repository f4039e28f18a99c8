/**
 * The pages visitors arrive on and the ones the law requires (issue 16), as a visitor sees them on the
 * English and the French site, on a 390 px phone and a 1280 px desktop: every lander, the terms, privacy,
 * cookies, FAQ and complaints pages, and on the English site a member's three landings. Each fits its
 * width (no sideways scroll), has no serious or critical accessibility violation, and is saved to
 * docs/screenshots/issue-16 for review.
 */
import { join } from "node:path";
import { CONSENT_COOKIE } from "@amora/contract/cookies";
import { LANDERS } from "@amora/contract/landers";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y.ts";
import { ORIGIN, skipEntryWarning } from "./support/members.ts";
import { E2E_PORT } from "./support/ports.ts";

const SHOTS = join(import.meta.dirname, "../../docs/screenshots/issue-16");
const SITES = [
  { language: "en", origin: ORIGIN, host: "amora.test" },
  { language: "fr", origin: `http://amoursecret.test:${E2E_PORT}`, host: "amoursecret.test" },
] as const;
const INFO = ["terms", "privacy", "cookies", "faq", "complaints"] as const;
const PAGES = [
  ...INFO.map((page) => ({ name: page, path: `/${page}` })),
  ...LANDERS.map((lander) => ({ name: `lander-${lander}`, path: `/landers/${lander}` })),
];
/** A member's landings centre on Emma (profile 1, Amsterdam), whom the English site shows. */
const MEMBER_LANDINGS = ["landing", "landing2", "landing3"].map((landing) => ({
  name: `member-${landing}`,
  path: `/members/1/${landing}`,
}));
const WIDTHS = [390, 1280] as const;

for (const site of SITES) {
  test(`the information pages and landers of the ${site.language} site at 390 and 1280 px`, async ({
    browser,
  }) => {
    // Two widths of fourteen pages, each checked for accessibility.
    test.setTimeout(240_000);
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      // The visitor answered the consent banner before: the screenshots show the page, not the banner.
      await context.addCookies([{ name: CONSENT_COOKIE, value: "necessary", domain: site.host, path: "/" }]);
      const page = await context.newPage();
      await skipEntryWarning(page);
      for (const { name, path } of site.language === "en" ? [...PAGES, ...MEMBER_LANDINGS] : PAGES) {
        await page.goto(`${site.origin}${path}`);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        // The whole page laid out: a long text is laid out only near the screen (decision 044), and the width
        // check, the accessibility check and the full-page screenshot are of all of it.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width}`,
        ).toBeLessThanOrEqual(width);
        await expectAccessible(page, `${path} (${site.language}, ${width} px)`);
        await page.screenshot({ path: join(SHOTS, `${name}-${site.language}-${width}.png`), fullPage: true });
      }
      await context.close();
    }
  });
}
