/**
 * The first paint of a logged-out page is the server's HTML (server/src/plugins/page-render.ts): without
 * JavaScript a visitor already sees the hero and the entry warning in the site's language; with it, the
 * page hydrates without a console error and works as before.
 */
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./support/ports.ts";

const siteUrl = (host: string, path = "/") => `http://${host}:${E2E_PORT}${path}`;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows the hero and the entry warning, in each site's language", async ({ page }) => {
    await page.goto(siteUrl("amora.test"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Flirt, chat and date with people");
    await expect(page.getByRole("dialog", { name: "Adults only (18+)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up for free" }).first()).toBeVisible();

    await page.goto(siteUrl("amoursecret.test"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("dialog", { name: "Réservé aux adultes (18+)" })).toBeVisible();
  });

  test("an information page and a lander are there too", async ({ page }) => {
    await page.goto(siteUrl("amora.test", "/terms"));
    await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
    await page.goto(siteUrl("amora.test", "/landers/gallery"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("with JavaScript the page hydrates without errors and works", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.goto(siteUrl("amora.test"));
  const warning = page.getByRole("dialog", { name: "Adults only (18+)" });
  await expect(warning).toBeVisible();
  // Settled first: the deferred stylesheet and the screens' CSS arriving can move the button under a click
  // (a tap before hydration is early-entry.test.ts's).
  await page.waitForLoadState("networkidle");
  // A modal dialog (the page behind inert), which Escape does not close: the visitor has to choose.
  expect(await warning.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Enter" }).click();
  await expect(warning).toBeHidden();
  // The teaser's member cards come from the API once hydrated.
  await expect(page.locator("main img[alt]").first()).toBeVisible();
  // Idle, the page has fetched the member search's code (spec §9) without running it or applying its styles.
  await expect(page.locator('link[rel="prefetch"][as="script"][href^="/assets/members-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="prefetch"][as="style"][href^="/assets/members-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"][href^="/assets/members-"]')).toHaveCount(0);

  // A visitor who entered before: the browser entry hides the server's warning at once (early-entry.ts).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The app runs: a link navigates in the page, the language switch works.
  await page.getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(problems).toEqual([]);
});

test("before the app has loaded, the entry warning's Enter and the language dropdown work", async ({
  page,
}) => {
  // The app's code held back, as on a slow phone: only the small browser entry runs.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(siteUrl("amora.test"));
  const warning = page.getByRole("dialog", { name: "Adults only (18+)" });
  await warning.getByRole("button", { name: "Enter" }).click();
  await expect(warning).toBeHidden();
  await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
  // Loaded again in French, as the server renders it for the remembered choice; the warning stays dismissed.
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("link", { name: "Conditions générales" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  release();
  await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
  const lang = (await page.context().cookies()).find((cookie) => cookie.name === "lang");
  expect(lang?.value).toBe("fr");
});
