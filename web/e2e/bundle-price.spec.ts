/**
 * A price change reaches the members (issue 15, item 7): the demo admin opens the demo site's settings on a
 * phone-sized screen, changes the euro price of the 60-credit bundle (confirming it is them when asked),
 * and a logged-in member's credits page offers the bundle at the new price. The old price is put back.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { expectAccessible } from "./support/a11y.ts";
import { dismissBonusModals, logIn, ORIGIN, skipEntryWarning } from "./support/members.ts";
import { staffLogIn } from "./support/staff.ts";

/** Sets the 60-credit euro bundle's price on the open site screen and saves it. */
async function setPrice(page: Page, price: string): Promise<void> {
  await page.getByLabel("Currency", { exact: true }).selectOption("EUR");
  const bundle = page.getByRole("form", { name: "Bundle: 60 (EUR)" });
  await expect(bundle).toBeVisible();
  await bundle.getByLabel("Price (EUR)").fill(price);
  await bundle.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog");
  const saved = bundle.getByRole("status");
  await expect(saved.or(dialog).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByLabel("Password", { exact: true }).fill("amora-demo");
    await dialog.getByRole("button", { name: "Confirm" }).click();
  }
  await expect(saved).toHaveText("Saved");
}

test("an admin changes a bundle's price and the member's credits page shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await staffLogIn(page, DEMO_ADMIN_EMAIL);
  await page.goto(`${ORIGIN}/admin/sites`);
  await expect(page.getByRole("heading", { name: "Sites and settings", level: 1 })).toBeVisible();
  await expectAccessible(page, "the sites list at 390 px");
  await page.getByRole("link", { name: "Amora", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Settings of Amora", level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Credits and costs" })).toBeVisible();
  await expectAccessible(page, "a site's settings at 390 px");
  // Nothing of the form is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const member = await (await browser.newContext()).newPage();
  await skipEntryWarning(member);
  await member.goto(ORIGIN);
  await logIn(member, { email: "emma@amora.test", password: "amora-demo", name: "Emma" });
  await dismissBonusModals(member);
  await member.goto(`${ORIGIN}/credits`);
  const choice = (price: string) =>
    member
      .getByRole("button", { name: `Choose 60 credits for ${price}` })
      .or(member.getByRole("link", { name: `Choose 60 credits for ${price}` }));
  await expect(choice("€19.95")).toBeVisible();

  await setPrice(page, "18.50");
  await member.reload();
  await expect(choice("€18.50")).toBeVisible();
  await expectAccessible(member, "the credits page with the new price");

  await setPrice(page, "19.95");
  await member.reload();
  await expect(choice("€19.95")).toBeVisible();
});
