/**
 * Members in the back office (issue 15, item 5; decision 037): an admin finds a new member by e-mail,
 * reads the record (screenshots at 1280 and 390 px, en and fr), bans them with a reason; the member's
 * session ends at once and the login says why; the admin lifts the ban and the member logs in again.
 */
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { expectAccessible } from "./support/a11y.ts";
import { newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";
import { searchList, staffLogIn } from "./support/staff.ts";

const SCREENSHOTS = join(import.meta.dirname, "..", "..", "docs", "screenshots", "issue-15");
const REASON = "Sending the same advert to everyone";

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

test("an admin finds a member, bans them with a reason, the member is told why; lifting lets them back", async ({
  page,
  browser,
}) => {
  // Two browsers, a TOTP login that may wait for the next step, and screenshots at two widths.
  test.setTimeout(120_000);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await skipEntryWarning(member);
  const who = newLogin("Banned");
  await signUp(member, who, { gender: "male", seeking: "female", date_of_birth: "1990-06-15" });

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffLogIn(page, DEMO_ADMIN_EMAIL);
  await page.getByRole("link", { name: "Members" }).first().click();
  await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  await searchList(page, who.email);
  await expect(page.getByText("1 member", { exact: true })).toBeVisible();
  await expectAccessible(page, "the members list");
  await shoot(page, "members");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: who.name }).click();
  await expect(page.getByRole("heading", { name: who.name, level: 1 })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Credit ledger" }).getByText("No credit movements."),
  ).toBeVisible();
  await expectAccessible(page, "a member's record");
  await shoot(page, "member-record");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Ban", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ban" });
  await dialog.getByLabel("Reason").fill(REASON);
  await expectAccessible(page, "the ban dialog");
  await page.screenshot({ path: join(SCREENSHOTS, "member-ban-dialog-390.png") });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Done: Ban.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Account" }).getByText("Banned", { exact: true }),
  ).toBeVisible();

  // The member's session ended at once: the next page is a visitor's, and the login says why.
  const status = await member.evaluate(async () => (await (await fetch("/api/user.php")).json()) as unknown);
  expect(status).toEqual({ user: null });
  await member.goto(`${ORIGIN}/login`);
  await member.getByLabel("E-mail address").fill(who.email);
  await member.getByLabel("Password", { exact: true }).fill(who.password);
  await member.getByRole("button", { name: "Log in" }).click();
  await expect(member.getByText(`You're blocked from this site: ${REASON}`)).toBeVisible();

  await page.getByRole("button", { name: "Lift the suspension or ban" }).click();
  const lift = page.getByRole("dialog", { name: "Lift the suspension or ban" });
  await lift.getByLabel("Reason").fill("Appeal accepted");
  await lift.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Done: Lift the suspension or ban.")).toBeVisible();
  await member.getByRole("button", { name: "Log in" }).click();
  await expect(member.getByRole("button", { name: "Your account" })).toBeVisible();

  // The record in French (the language switch is in the top bar at this width, in the menu on a phone).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "FR" }).first().click();
  await expect(page.getByRole("heading", { name: "Compte", level: 2 })).toBeVisible();
  await shoot(page, "member-record-fr");
  await memberContext.close();
});
