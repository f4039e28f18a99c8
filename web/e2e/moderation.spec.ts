/**
 * The photo queue (issue 15, item 6): a new member adds a photo, which others see at once on this site (no
 * pre-moderation) but which waits for a review; the demo admin finds it in the photo queue (screenshots at
 * 1280 and 390 px), rejects it with a reason, and the member's own photo list says why.
 */
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { expectAccessible } from "./support/a11y.ts";
import { newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";
import { searchList, staffLogIn } from "./support/staff.ts";

const SCREENSHOTS = join(import.meta.dirname, "..", "..", "docs", "screenshots", "issue-15");

/** One of the demo portraits, as a member would upload a photo of themselves (read by the page, on its host). */
async function aPortrait(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const featured = await (await fetch("/api/featured.php")).text();
    const file = /"filename":"([^"]+)"/.exec(featured)?.[1];
    if (!file) throw new Error(`no portrait in ${featured.slice(0, 200)}`);
    return Array.from(new Uint8Array(await (await fetch(`/media/${file}`)).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

test("a new photo waits in the queue; rejected with a reason, its member reads why", async ({ browser }) => {
  test.slow();
  const member = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await skipEntryWarning(member);
  const who = newLogin("Nora");
  await signUp(member, who, { gender: "female", seeking: "male", date_of_birth: "1994-03-08" });
  await member.goto(`${ORIGIN}/profile`);
  await member.getByLabel("Add a photo").setInputFiles({
    name: "me.webp",
    mimeType: "image/webp",
    buffer: await aPortrait(member),
  });
  // This site does not pre-moderate: the photo is her main one at once, and waits for a review all the same.
  await expect(member.getByText("1 of 3 photos.", { exact: false })).toBeVisible({ timeout: 20_000 });

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await staffLogIn(admin, DEMO_ADMIN_EMAIL);
  await admin.goto(`${ORIGIN}/admin/photos`);
  await searchList(admin, who.name);
  const reject = admin.getByRole("button", { name: `Reject the photo of ${who.name}` });
  await expect(reject).toBeVisible();
  await expectAccessible(admin, "the photo queue");
  await searchList(admin, "");
  await expect(admin.getByRole("button", { name: `Reject the photo of ${who.name}` })).toBeVisible();
  await admin.screenshot({ path: join(SCREENSHOTS, "photo-queue-1280.png"), fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: join(SCREENSHOTS, "photo-queue-390.png"), fullPage: true });
  await expect
    .poll(() => admin.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  await admin.getByRole("button", { name: `Reject the photo of ${who.name}` }).click();
  await admin.getByLabel("Reason (the member reads it)").fill("Please show your own face.");
  await admin.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expect(
    admin.getByText(`The photo of ${who.name} is rejected; ${who.name} is told why.`),
  ).toBeVisible();

  await member.reload();
  await expect(member.getByText("A photo was not approved: Please show your own face.")).toBeVisible();
});
