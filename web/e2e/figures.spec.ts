/**
 * The figures (issue 15, item 9; decision 041): a visitor opens two landers and a member logs in; the
 * server counts them in memory and writes them within 10 s; the demo admin sees them on the figures page
 * (KPI cards, charts drawn by chart.js, the tables below), downloads a CSV, and the page works at 390 px
 * and in French. Screenshots go to docs/screenshots/issue-15.
 */
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { expectAccessible } from "./support/a11y.ts";
import { logIn, ORIGIN, skipEntryWarning } from "./support/members.ts";
import { staffLogIn } from "./support/staff.ts";

const SHOTS = join(import.meta.dirname, "../../docs/screenshots/issue-15");
const today = () => new Date().toISOString().slice(0, 10);

function kpi(page: Page, label: string) {
  return page
    .getByRole("list", { name: /Key figures|Chiffres clés/ })
    .getByRole("listitem")
    .filter({ hasText: label });
}

test("lander visits and active members reach the figures page within seconds; charts, tables, CSV", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A browser as visitors have it: headless Chrome names itself so, and is not counted (a crawler).
  const visitor = await (
    await browser.newContext({
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    })
  ).newPage();
  await skipEntryWarning(visitor);
  await visitor.goto(`${ORIGIN}/landers/gallery`);
  await visitor.goto(`${ORIGIN}/landers/video/summer`);
  await logIn(visitor, { email: "lucas@amora.test", password: "amora-demo", name: "Lucas" });
  // A signed-in call makes Lucas an active member today.
  expect(await visitor.evaluate(async () => (await fetch("/api/user.php")).status)).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await staffLogIn(page, DEMO_ADMIN_EMAIL);
  await page.getByRole("link", { name: "Figures" }).first().click();
  await expect(page.getByRole("heading", { name: "Figures", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Site")).toHaveValue(/\d+/);
  await expect(page.getByLabel("To")).toHaveValue(today());

  // Written by the server's 10-second flush: reload until they are there.
  await expect(async () => {
    await page.reload();
    await expect(kpi(page, "Lander visits")).toContainText(/Lander visits\s*2\b/);
    await expect(kpi(page, "Active members")).not.toContainText(/Active members\s*0\b/);
  }).toPass({ timeout: 30_000, intervals: [2_000] });

  const perLander = page.getByRole("region", { name: "Table: Per lander and variant" });
  await expect(perLander.getByRole("row", { name: /gallery/ })).toContainText("1");
  await expect(perLander.getByRole("row", { name: /video/ })).toContainText("1");
  // chart.js drew on the canvases (its chunk loaded): a drawn canvas has pixels.
  const drawn = await page
    .getByRole("img", { name: "Lander visits per day" })
    .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL().length);
  expect(drawn).toBeGreaterThan(2_000);
  expect(pageErrors).toEqual([]);
  await expectAccessible(page, "figures");

  const csvLink = page.getByRole("link", { name: /Download CSV\s*\(the figures per lander and variant\)/ });
  const href = (await csvLink.getAttribute("href")) ?? "";
  const csv = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      disposition: response.headers.get("content-disposition"),
      body: await response.text(),
    };
  }, href);
  expect(csv.status).toBe(200);
  expect(csv.type).toBe("text/csv; charset=utf-8");
  expect(csv.disposition).toMatch(/^attachment; filename="figures-amora\.test-.*-landers\.csv"$/);
  expect(csv.body.split("\r\n")[0]).toBe(
    "lander,variant,visits,bounces,median_seconds,signups,activations,first_purchases,conversion_rate",
  );
  expect(csv.body).toContain("\r\ngallery,a,1,0,,0,0,0,0\r\n");

  await page.screenshot({ path: join(SHOTS, "figures-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(kpi(page, "Lander visits")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, "figures-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "FR" }).filter({ visible: true }).first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { name: "Chiffres", level: 1 })).toBeVisible();
  await expect(kpi(page, "Visites des landers")).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "figures-fr-390.png"), fullPage: true });
  expect(pageErrors).toEqual([]);
});
