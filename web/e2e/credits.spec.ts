/**
 * Buying credits as a new member: the welcome countdown, the time-bonus modal 40 s into the members area,
 * TIMEBONUS25 on the credits page, iDEAL in the sandbox checkout, back on the completed page with credits
 * and premium, and a message paid with them. Then a second payment that fails at the checkout.
 */
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y.ts";
import { waitForMail } from "./support/mailbox.ts";
import { newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";

const LUCAS_PROFILE = 2;

test("welcome discount, iDEAL in the sandbox, premium, a paid message; then a failed payment", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await skipEntryWarning(page);
  const sophie = newLogin("Sophie");
  await signUp(
    page,
    sophie,
    {
      gender: "female",
      seeking: "male",
      date_of_birth: "1994-05-02",
      country: "NL",
      region: "NH",
      city: "Amsterdam",
    },
    { keepBonusModals: true },
  );
  const activation = await waitForMail(sophie.email, 1);
  await page.goto(`${ORIGIN}${activation.link}`);
  await expect(page).toHaveURL(/\/activate\/done$/);

  // In the members area the welcome modal first; put away, the banner's countdown stays (hh:mm:ss).
  await page.getByRole("link", { name: "Find members" }).click();
  const welcome = page.getByRole("dialog", { name: /Welcome! Here's 25% off/ });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Later" }).click();
  const countdown = page.getByRole("timer").first();
  await expect(countdown).toHaveText(/^03:59:\d\d$/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? "", { timeout: 3_000 });
  await expectAccessible(page, "the members with the welcome countdown");

  // 40 s into the members area with 0 credits: the time-bonus modal, which leads to the credits page.
  const reminder = page.getByRole("dialog", { name: /welcome discount is running out/ });
  await expect(reminder).toBeHidden();
  await expect(reminder).toBeVisible({ timeout: 50_000 });
  await expectAccessible(page, "the time-bonus reminder");
  await reminder.getByRole("link", { name: /Get my 25% off/ }).click();
  await expect(page).toHaveURL(/\/credits\?code=TIMEBONUS25/);
  await expect(page.getByText("TIMEBONUS25: 25% off")).toBeVisible();
  await expectAccessible(page, "the credits page with a code");

  // The most popular bundle, 150 credits: €39.95 less 25% is €29.96, paid with iDEAL.
  await page
    .getByRole("button", { name: /Choose 150 credits/ })
    .or(page.getByRole("link", { name: /Choose 150 credits/ }))
    .click();
  await expect(page.getByText("iDEAL", { exact: true })).toBeVisible();
  await expectAccessible(page, "the payment page");
  await page.getByText("iDEAL", { exact: true }).click();
  await page.getByRole("button", { name: "Pay €29.96" }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\.php\?id=/);
  await expect(page.getByText("€29.96")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  // Back on the site: completed, 150 credits, premium; the nav says Credits now.
  await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: "+150 credits" })).toBeVisible();
  await expect(page.getByText("You are now premium")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Credits/ }).first()).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expectAccessible(page, "a completed payment");

  // The credits pay for a message.
  await page.goto(`${ORIGIN}/members/${LUCAS_PROFILE}`);
  await page.getByRole("link", { name: "Chat" }).click();
  const composer = page.getByLabel("Your message");
  await composer.fill("Hi Lucas, I just joined!");
  await composer.press("Enter");
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(
    page.getByRole("list", { name: /Messages with Lucas/ }).getByText("Hi Lucas, I just joined!"),
  ).toBeVisible();
  const user = await page.evaluate(async () => (await (await fetch("/api/user.php")).json()).user);
  expect(user).toMatchObject({ credits: 149, paid_user: true });

  // A second purchase fails at the checkout: the spec's text, and nothing added.
  await page.goto(`${ORIGIN}/credits`);
  await page
    .getByRole("button", { name: /Choose 25 credits/ })
    .or(page.getByRole("link", { name: /Choose 25 credits/ }))
    .click();
  await page.getByText("iDEAL", { exact: true }).click();
  await page.getByRole("button", { name: "Pay €9.95" }).click();
  await page.getByRole("button", { name: "Fail", exact: true }).click();
  await expect(page.getByText("Payment failed or has been cancelled.")).toBeVisible();
  await expectAccessible(page, "a failed payment");
  const after = await page.evaluate(async () => (await (await fetch("/api/user.php")).json()).user);
  expect(after.credits).toBe(149);
});
