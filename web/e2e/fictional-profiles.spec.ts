/**
 * Fictional profiles in the back office (issue 15, item 4), on a phone: the demo admin creates a profile
 * with the members' field rules answering in place, adds a photo (previewed, then re-encoded by the
 * server), limits the profile to one site and finds it in the list.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { searchList, staffLogIn } from "./support/staff.ts";

test("an admin creates a fictional profile with a photo, limited to one site", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await staffLogIn(page, DEMO_ADMIN_EMAIL);
  await page.goto(`${new URL(page.url()).origin}/admin/fictional-profiles`);
  await expect(page.getByRole("heading", { name: "Fictional profiles", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New profile" }).click();
  await expect(page.getByRole("heading", { name: "New fictional profile", level: 1 })).toBeVisible();

  await page.getByLabel("Name").fill("A");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(
    page.getByText("Use 2–30 letters, digits, spaces or . _ - (starting with a letter or digit)."),
  ).toBeVisible();
  await expect(page.getByText("Enter the date of birth.")).toBeVisible();

  const name = `Journey${Date.now() % 100_000}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Date of birth").fill("1994-05-06");
  await page.getByLabel("Region").selectOption("NH");
  await page.getByLabel("Town").fill("Haarlem");
  await page.getByRole("radio", { name: "Only these sites:" }).check();
  await page.getByRole("checkbox", { name: /amora\.test/ }).uncheck();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(
    page.getByRole("heading", { name: new RegExp(`Profile #\\d+: ${name}`), level: 1 }),
  ).toBeVisible();

  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#c64" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Add a photo")
    .setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
  await page.getByRole("button", { name: "Upload this photo" }).click();
  const stored = page.getByRole("img", { name: `Photo 1 of ${name}` });
  await expect(stored).toBeVisible();
  expect(await stored.getAttribute("src")).toMatch(/-thumb\.webp$/);
  await expect(page.getByText("Main photo")).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("link", { name: /Back to the list/ }).click();
  await searchList(page, name);
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByText("1 site")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
