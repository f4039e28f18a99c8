/**
 * Members finding each other: a new member fills in her profile and uploads photos (the fourth gets the
 * upgrade alert of a free member), searches with filters, opens a man's profile and blocks him; he then
 * sees that he is blocked. Photos are real JPEGs made here and go through the server's re-encoding.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./support/a11y.ts";
import { logIn, newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";

const her = newLogin("Mira");
const him = newLogin("Bjorn");

function photo(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: hue, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

async function addPhoto(page: Page, hue: number) {
  await page.getByLabel("Add a photo").setInputFiles({
    name: `photo-${hue}.jpg`,
    mimeType: "image/jpeg",
    buffer: await photo(hue),
  });
}

test("fill in a profile, upload photos, search, block, and be blocked", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // He is a 61-year-old in County Kerry: a search narrowed to that finds him at once.
  await signUp(page, him, {
    gender: "male",
    seeking: "female",
    date_of_birth: "1965-02-02",
  });
  await page.context().clearCookies();
  const herId = await signUp(page, her, {
    gender: "female",
    seeking: "male",
    date_of_birth: "1990-05-05",
  });
  await skipEntryWarning(page);

  // 1. Fill in the profile; the preview follows the form.
  await page.goto(`${ORIGIN}/profile`);
  await expect(page.getByRole("heading", { name: "My profile", level: 1 })).toBeVisible();
  await expectAccessible(page, "my profile");
  await page.getByLabel("About me").fill("Hiking the Kerry Way and looking for good company.");
  await page.getByLabel("Hair").selectOption("red");
  await page.getByLabel("Relationship status").selectOption("single");
  await page.getByText("Hiking", { exact: true }).click();
  await page.getByText("Coffee", { exact: true }).click();
  const preview = page.getByRole("complementary", { name: "How others see you" });
  await expect(preview.getByText("Hiking the Kerry Way and looking for good company.")).toBeVisible();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await expectAccessible(page, "my profile, saved");

  // 2. Three photos; the fourth is a premium feature.
  for (const hue of [40, 120, 200]) {
    const before = await page.locator(".photo-tile img").count();
    await addPhoto(page, hue);
    await expect(page.locator(".photo-tile img")).toHaveCount(before + 1);
  }
  await expect(page.getByText("3 of 3 photos", { exact: false })).toBeVisible();
  await expect(page.getByText("Main photo", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add a photo" }).click();
  const upsell = page.getByRole("dialog", { name: "Show more of yourself" });
  await expect(upsell).toContainText("Free members can have 3 photos.");
  await expect(upsell.getByRole("link", { name: "Become premium" })).toHaveAttribute("href", "/premium");
  await expectAccessible(page, "the photo upsell");
  await upsell.getByRole("button", { name: "Not now" }).click();

  // 3. Search with filters and open his profile.
  await page.goto(`${ORIGIN}/members`);
  const filters = page.getByRole("form", { name: "Search filters" });
  await expect(filters).toBeVisible();
  await expectAccessible(page, "the member search");
  await filters.getByLabel("Looking for").selectOption("male");
  await filters.getByLabel("Country").selectOption("IE");
  await filters.getByLabel("County").selectOption("KY");
  await filters.getByLabel("Age from").selectOption("60");
  await filters.getByLabel("Age to").selectOption("62");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/countryregion=KY/);
  await expect(page.getByRole("link", { name: new RegExp(him.name) }).first()).toBeVisible();
  await expectAccessible(page, "the search results");
  await page
    .getByRole("link", { name: new RegExp(him.name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: new RegExp(him.name), level: 1 })).toBeVisible();
  await expectAccessible(page, "a member's profile");

  // 4. Block him.
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("button", { name: "Block" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText(`Block ${him.name}? You will no longer see each other.`);
  await expectAccessible(page, "the block confirmation");
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText(`${him.name} is blocked.`)).toBeVisible();
  await expectAccessible(page, "a blocked member's profile");

  // He opens her page and is shut out.
  const his = await browser.newContext();
  const hisPage = await his.newPage();
  await skipEntryWarning(hisPage);
  await logIn(hisPage, him);
  await hisPage.goto(`${ORIGIN}/members/${herId}`);
  await expect(hisPage.getByRole("alert")).toContainText(
    `You're blocked by ${her.name}, no access to the page.`,
  );
  await expectAccessible(hisPage, "the profile of a member who blocked you");
  await his.close();
});
