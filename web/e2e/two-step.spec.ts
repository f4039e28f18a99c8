/**
 * Two-step sign-in for members (decision 052): a new member turns it on in the settings with the QR code's
 * key, their password and a code, and keeps the recovery codes shown once; their next login asks for the
 * app's code after the password, and another takes a recovery code instead. The codes are computed here
 * with the server's own lib/totp.ts, as an authenticator app would.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { TOTP_STEP_SECONDS, totpCode } from "../../server/src/lib/totp.ts";
import { expectAccessible } from "./support/a11y.ts";
import { type Login, newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";

async function passwordStep(browser: Browser, who: Login): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await skipEntryWarning(page);
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.locator("form").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
  return page;
}

test("a member turns on two-step sign-in, then logs in with the app's code and with a recovery code", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const mia = newLogin("Mia");
  await skipEntryWarning(page);
  await signUp(page, mia, { gender: "female", seeking: "male", date_of_birth: "1993-02-11" });

  await page.goto(`${ORIGIN}/notifications#settings-two-step`);
  const section = page.locator("#settings-two-step");
  await section.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = ((await section.getByTestId("two-step-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel("Your password").fill(mia.password);
  await section.getByLabel("6-digit code from the app").fill(totpCode(secret));
  await section.getByRole("button", { name: "Turn on", exact: true }).click();
  const codes = section.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? "";
  await expectAccessible(page, "the settings' two-step sign-in section, recovery codes");
  await section.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(section.getByText("10 recovery codes left.")).toBeVisible();

  // The code used to turn it on is spent: the app's next one (the window takes a step either side).
  const withCode = await passwordStep(browser, mia);
  const field = withCode.getByLabel("6-digit code");
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await expectAccessible(withCode, "the login's code step");
  await field.fill("000000");
  await withCode.getByRole("button", { name: "Verify and log in" }).click();
  await expect(withCode.getByRole("alert")).toContainText("That code didn't work.");
  await field.fill(totpCode(secret, Date.now() + TOTP_STEP_SECONDS * 1000));
  await withCode.getByRole("button", { name: "Verify and log in" }).click();
  await expect(withCode).toHaveURL(/\/members$/);

  const withRecovery = await passwordStep(browser, mia);
  await withRecovery.getByRole("button", { name: "Use a recovery code instead" }).click();
  await withRecovery.getByLabel("Recovery code").fill(recovery);
  await withRecovery.getByRole("button", { name: "Verify and log in" }).click();
  await expect(withRecovery).toHaveURL(/\/members$/);
  await withRecovery.goto(`${ORIGIN}/notifications#settings-two-step`);
  await expect(withRecovery.locator("#settings-two-step").getByText("9 recovery codes left.")).toBeVisible();
});
