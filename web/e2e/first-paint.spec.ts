/**
 * The first paint of a logged-out page is the server's HTML (server/src/plugins/page-render.ts): without
 * JavaScript a visitor already sees the hero and the entry warning in the site's language; with it, the
 * page hydrates without a console error and works as before.
 */
import { expect, type Page, test } from "@playwright/test";
import { skipEntryWarning } from "./support/members.ts";
import { E2E_PORT } from "./support/ports.ts";

const siteUrl = (host: string, path = "/") => `http://${host}:${E2E_PORT}${path}`;

/** The member search's code and the app's start, by their built files' names. */
const MEMBERS_CODE = /\/assets\/members-[\w-]+\.js$/;
const APP_START = /\/assets\/start-[\w-]+\.js$/;

/** The paths the page and its workers ask for, as they ask. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/**
 * Holds the app's code back, as on a slow phone, until `release` is called; `asked` tells whether the page has
 * asked for it meanwhile (the idle prefetch's worker fetched it before, into the cache, without running it).
 */
async function holdAppStart(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release: () => void = () => {};
  let asked = false;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_START, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** The files the page itself loaded (a worker's fetches are not the page's). */
function loadedByPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
}

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
  const asked = requestedPaths(page);

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
  await expect.poll(() => asked.some((path) => MEMBERS_CODE.test(path))).toBe(true);
  await expect(page.locator('script[src^="/assets/members-"], link[href^="/assets/members-"]')).toHaveCount(
    0,
  );

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
  const { release } = await holdAppStart(page);

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

test("a lander or an information page starts the app at the visitor's first touch, and loses nothing done before it", async ({
  page,
}) => {
  await skipEntryWarning(page);
  const asked = requestedPaths(page);
  await page.goto(siteUrl("amora.test", "/landers/tinderswipe"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Idle (2 s at the latest), a worker has fetched the app's and the next screens' code; the page has not
  // loaded the app, nor its full stylesheet.
  await expect.poll(() => asked.some((path) => MEMBERS_CODE.test(path))).toBe(true);
  expect((await loadedByPage(page)).filter((path) => APP_START.test(path) || path.endsWith(".css"))).toEqual(
    [],
  );

  // The visitor likes the first card while the app's code is still on its way: the touch starts the app,
  // and the press waits for it.
  let held = await holdAppStart(page);
  const like = page.getByRole("button", { name: /^Like / }).first();
  const name = (await like.getAttribute("aria-label"))?.replace(/^Like /, "");
  await like.click();
  await expect.poll(held.asked).toBe(true);
  const liked = page.getByRole("heading", { name: `You liked ${name}!` });
  await expect(liked).toHaveCount(0);
  held.release();
  await expect(liked).toBeVisible();

  // Typed into the FAQ's search before the app: the search has it once hydrated.
  held = await holdAppStart(page);
  await page.goto(siteUrl("amora.test", "/faq"));
  const search = page.getByRole("searchbox", { name: "Search the questions" });
  await search.fill("refund");
  await expect(page.getByText(/questions? match/)).toHaveCount(0);
  await search.press("End");
  held.release();
  await expect(page.getByText(/^\d+ questions? match/)).toBeVisible();
  await expect(search).toHaveValue("refund");
});
