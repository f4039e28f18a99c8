/**
 * Lander tracking (issue 16): a visitor arrives on a lander with tracking values and `lb` and signs up from
 * the lander's own call to action; the demo admin sees the visit and the signup on the variant the visitor was given, in the figures' landers
 * table, and the member's record shows the tracking values. A second visitor who leaves the lander without
 * acting sends a bounce, counted on the same table.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { newLogin, ORIGIN, skipEntryWarning } from "./support/members.ts";
import { searchList, staffLogIn } from "./support/staff.ts";

/** A browser as visitors have it: headless Chrome names itself so, and is not counted (a crawler). */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

async function variantOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const boot = JSON.parse(document.getElementById("app-boot")?.textContent ?? "{}");
    return boot.lander?.variant as string;
  });
}

test("a lander's visit, signup and bounce reach the figures per variant; the record shows the tracking", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const visitor = await (await browser.newContext({ userAgent: VISITOR_AGENT })).newPage();
  await skipEntryWarning(visitor);
  await visitor.goto(`${ORIGIN}/landers/gallery/milf?network=x&sub1=y&lb=1`);
  await visitor.waitForLoadState("networkidle");
  const variant = await variantOf(visitor);
  expect(variant).toMatch(/^[a-z0-9_-]+$/);
  // The lander's beacon is armed: the click on the call to action is acting, so nothing is sent.
  const bounces: string[] = [];
  visitor.on("request", (request) => {
    if (request.url().includes("/api/lander-bounce.php")) bounces.push(request.postData() ?? "");
  });
  await expect(visitor.getByRole("heading", { level: 1, name: /mature women/i })).toBeVisible();

  const who = newLogin("Lander");
  await visitor
    .getByRole("button", { name: "Sign up for free" })
    .or(visitor.getByRole("link", { name: "Sign up for free" }))
    .filter({ visible: true })
    .first()
    .click();
  const modal = visitor.getByRole("dialog", { name: "Create your free profile" });
  await modal.getByText("Man", { exact: true }).click();
  await modal.getByText("Women", { exact: true }).click();
  await modal.getByRole("button", { name: "Continue" }).click();
  await modal.getByLabel("Day").selectOption("15");
  await modal.getByLabel("Month").selectOption("6");
  await modal.getByLabel("Year").selectOption("1990");
  await modal.getByRole("button", { name: "Continue" }).click();
  await modal.getByLabel("Country").selectOption("NL");
  await modal.getByLabel("Province").selectOption("NH");
  await modal.getByLabel("Town or city").fill("Amsterdam");
  await modal.getByRole("button", { name: "Continue" }).click();
  await modal.getByLabel("Username").fill(who.name);
  await modal.getByLabel("E-mail address").fill(who.email);
  await modal.getByLabel("Password", { exact: true }).fill(who.password);
  await modal
    .getByRole("checkbox", { name: /processing of the information about my sexual orientation/ })
    .check();
  await modal.getByRole("button", { name: "Create my profile" }).click();
  await expect(
    modal
      .getByRole("link", { name: "See my matches" })
      .or(modal.getByRole("button", { name: "See my matches" })),
  ).toBeVisible();
  expect(bounces).toEqual([]);

  // A second visitor leaves the lander without acting: one beacon, which the figures count below.
  const leaving = await (await browser.newContext({ userAgent: `${VISITOR_AGENT} Leaving` })).newPage();
  await skipEntryWarning(leaving);
  await leaving.goto(`${ORIGIN}/landers/gallery/milf?lb=1`);
  const leavingVariant = await variantOf(leaving);
  // The page is server-rendered: the app (and its beacon) runs once its code has loaded.
  await leaving.waitForLoadState("networkidle");
  await leaving.close({ runBeforeUnload: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffLogIn(page, DEMO_ADMIN_EMAIL);
  await page.getByRole("link", { name: "Figures" }).first().click();
  await expect(page.getByRole("heading", { name: "Figures", level: 1 })).toBeVisible();
  const table = page.getByRole("region", { name: "Table: Per lander and variant" });
  const row = (name: string) => table.getByRole("row").filter({ hasText: new RegExp(`^gallery${name}`) });
  // The visits are written by the server's 10-second flush: reload until they are there.
  await expect(async () => {
    await page.reload();
    // Read once the figures are there (the revenue's table is there with or without payments).
    await expect(page.getByRole("region", { name: "Revenue by payment method", exact: true })).toBeVisible();
    const cells = await row(variant).first().locator("th, td").allTextContents();
    // Lander (the row's header), variant, visits, bounces, median stay, signups…
    expect(cells[0]).toBe("gallery");
    expect(cells[1]).toBe(variant);
    expect(Number(cells[2])).toBeGreaterThanOrEqual(variant === leavingVariant ? 2 : 1);
    expect(Number(cells[5])).toBe(1);
    const leavingCells =
      variant === leavingVariant
        ? cells
        : await row(leavingVariant).first().locator("th, td").allTextContents();
    expect(Number(leavingCells[3])).toBe(1);
  }).toPass({ timeout: 40_000, intervals: [2_000] });

  await page.getByRole("link", { name: "Members" }).first().click();
  await searchList(page, who.email);
  await expect(page.getByText("1 member", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: who.name }).click();
  const account = page.getByRole("region", { name: "Account" });
  const fact = (label: string) =>
    account.getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");
  await expect(fact("Tracking network")).toHaveText("x");
  await expect(fact("Tracking sub1")).toHaveText("y");
  await expect(fact("Signup lander")).toHaveText("gallery");
  await expect(fact("Lander variant")).toHaveText(variant);
});
