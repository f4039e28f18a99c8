/**
 * The French site on a 390 px phone: the visitor's header, then a new member's match finder, transactions
 * (one paid and one failed payment, made through the sandbox checkout) and member search. Nowhere does the
 * page scroll sideways, and no name, age or button is cut (issue 11: "Passer / J'aime" overflowed the
 * cards, transaction rows overflowed, "Amour Secret" and "Ozanne, 41 a…" were truncated).
 */
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y.ts";
import { newLogin, skipEntryWarning } from "./support/members.ts";
import { E2E_PORT } from "./support/ports.ts";

const FRENCH = `http://amoursecret.test:${E2E_PORT}`;

test.use({ viewport: { width: 390, height: 844 }, locale: "fr-FR" });

/** POST to the French site's API from inside the page, so the session cookie lands in it. */
async function post(page: Page, path: string, body: object) {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "x-request-type": "client", "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body },
  );
}

/**
 * No sideways scroll, and every element matched fits its own box and the screen: its text is not cut
 * (scrollWidth within clientWidth) and it neither starts nor ends off screen.
 */
async function expectFits(page: Page, selectors: string[]) {
  const problems = await page.evaluate((selectors) => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const selector of selectors) {
      const elements = [...document.querySelectorAll<HTMLElement>(selector)];
      if (elements.length === 0) found.push(`nothing matches ${selector}`);
      for (const element of elements) {
        const box = element.getBoundingClientRect();
        const text = element.textContent?.trim() ?? "";
        if (element.scrollWidth > element.clientWidth) {
          found.push(`${selector} "${text}" is cut: ${element.scrollWidth} > ${element.clientWidth}`);
        }
        if (box.left < 0 || box.right > width) {
          found.push(`${selector} "${text}" is off screen: ${Math.round(box.left)}–${Math.round(box.right)}`);
        }
      }
    }
    return found;
  }, selectors);
  expect(problems).toEqual([]);
}

test("the French site at 390 px: header, match finder, transactions and search fit the phone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipEntryWarning(page);

  // The visitor's header: the site's full name, the language and "Se connecter" on one row.
  await page.goto(`${FRENCH}/`);
  await expect(page.getByRole("link", { name: "Se connecter" }).first()).toBeVisible();
  await expect(page.locator(".brand-link__name")).toHaveText("Amour Secret");
  await expectFits(page, [".brand-link__name", ".top-nav__actions .btn", ".language-select__code"]);
  await expectAccessible(page, "the French home page on a phone");

  // A new French member, who then pays once and fails once, so the transactions list has two rows.
  const who = newLogin("Ozanne");
  const signup = await post(page, "/api/signup.php", {
    ...who,
    gender: "female",
    seeking: "male",
    date_of_birth: "1985-03-02",
    country: "FR",
    region: "IDF",
    city: "Paris",
    language: "fr",
    special_category_consent: true,
  });
  expect(signup.status, JSON.stringify(signup.json)).toBe(201);
  for (const alert of ["welcome_bonus", "time_bonus"]) {
    expect((await post(page, "/api/alerts.php", { alert })).status).toBe(200);
  }
  const offer = await page.evaluate(async () => (await fetch("/api/credits.php")).json());
  for (const [method, outcome] of [
    ["creditcard", "paid"],
    ["paypal", "failed"],
  ] as const) {
    const started = await post(page, "/api/payment.php", { bundle: offer.bundles[2].id, method });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    await page.goto(started.json.checkout_url);
    await page.locator(`button[value="${outcome}"]`).click();
    await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
  }

  // The match finder: two cards a row, each with "Passer" and "J'aime" whole inside the card.
  await page.goto(`${FRENCH}/match-finder`);
  await expect(page.getByRole("heading", { level: 1, name: "Trouver des matchs" })).toBeVisible();
  await expect(page.locator(".finder-action").first()).toBeVisible();
  await expect(page.locator(".finder-action--like").first()).toContainText("J'aime");
  await expect(page.locator(".finder-action--pass").first()).toContainText("Passer");
  await expectFits(page, [
    ".finder-action",
    ".finder-action span",
    ".member-card__name",
    ".member-card__city",
  ]);
  await expectAccessible(page, "the match finder on a phone");
  const [card, like] = await Promise.all([
    page.locator(".finder-card").first().boundingBox(),
    page.locator(".finder-action--like").first().boundingBox(),
  ]);
  expect((like?.x ?? 0) + (like?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0) + 0.5);

  // Transactions: both rows, amount and status whole.
  await page.goto(`${FRENCH}/transactions`);
  await expect(page.getByTestId("transaction")).toHaveCount(2);
  await expect(page.getByText("Confirmé")).toBeVisible();
  await expect(page.getByText("Échoué")).toBeVisible();
  await expectFits(page, [
    "[data-testid=transaction]",
    ".transaction-row__credits",
    ".transaction-row__meta",
    ".transaction-row__amount",
    ".payment-badge",
  ]);
  await expectAccessible(page, "the transactions on a phone");

  // Member search: the cards show name and age ("…, 41 ans") and town, none cut.
  await page.goto(`${FRENCH}/members`);
  await expect(page.locator(".member-card__name").first()).toContainText(/, \d+ ans$/);
  await expectFits(page, [".member-card__name", ".member-card__city", ".brand-link__name"]);
  await expectAccessible(page, "the member search on a phone");
});
