/**
 * Money (issue 15, item 8): a member buys 150 credits with iDEAL on the sandbox checkout; the payer's bank
 * takes €10.00 back (the sandbox's simulated chargeback, reported through the webhook); the demo admin,
 * who may read the payments, finds the payment by the member's e-mail on a phone and sees the chargeback,
 * the credits it took back (floor(150 × 1000 / 3995) = 37) and no refund button (refunds are finance's).
 */
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { expectAccessible } from "./support/a11y.ts";
import { newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";
import { searchList, staffLogIn } from "./support/staff.ts";

const SCREENSHOTS = join(import.meta.dirname, "../../docs/screenshots/issue-15");

test("a chargeback from the bank takes credits back, and the admin reads it on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await (await browser.newContext()).newPage();
  await skipEntryWarning(member);
  const nora = newLogin("Nora");
  await signUp(member, nora, {
    gender: "female",
    seeking: "male",
    date_of_birth: "1990-03-04",
    country: "NL",
    region: "NH",
    city: "Amsterdam",
  });
  const order = await member.evaluate(async () => {
    const offer = (await (await fetch("/api/credits.php")).json()) as {
      bundles: { id: number; credits: number }[];
    };
    const bundle = offer.bundles.find((b) => b.credits === 150);
    const response = await fetch("/api/payment.php", {
      method: "POST",
      headers: { "x-request-type": "client", "content-type": "application/json" },
      body: JSON.stringify({ bundle: bundle?.id, method: "ideal" }),
    });
    return (await response.json()) as { payment: { id: string }; checkout_url: string };
  });
  await member.goto(order.checkout_url);
  await member.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(member.getByRole("heading", { name: "+150 credits" })).toBeVisible();

  // The bank takes €10.00 back: the sandbox's page of the paid payment simulates it.
  await member.goto(order.checkout_url);
  await expect(member.getByText("This payment is paid.")).toBeVisible();
  await member.getByLabel(/Amount in cents/).fill("1000");
  await member.getByRole("button", { name: "Simulate a chargeback by the bank" }).click();
  const credits = await member.evaluate(
    async () => ((await (await fetch("/api/user.php")).json()) as { user: { credits: number } }).user.credits,
  );
  expect(credits).toBe(113);

  await page.setViewportSize({ width: 390, height: 844 });
  await staffLogIn(page, DEMO_ADMIN_EMAIL);
  await page.goto(`${ORIGIN}/admin/payments`);
  await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
  await searchList(page, nora.email);
  const open = page.getByRole("link", { name: order.payment.id });
  await expect(open).toBeVisible();
  await expect(page.getByText("€10.00 given back")).toBeVisible();
  await expect(page.getByText("1 payment", { exact: true })).toBeVisible();
  await expectAccessible(page, "the payments list on a phone");
  await page.screenshot({ path: join(SCREENSHOTS, "payments-390.png"), fullPage: true });

  await open.click();
  await expect(page.getByRole("heading", { name: `Payment ${order.payment.id}`, level: 1 })).toBeVisible();
  const chargeback = page.getByRole("row").filter({ hasText: "Chargeback by the payer's bank" });
  await expect(chargeback.first()).toBeVisible();
  await expect(page.getByText("-37", { exact: true })).toBeVisible();
  await expect(page.getByText("113 credits", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refund…" })).toHaveCount(0);
  await expectAccessible(page, "a payment on a phone");
  await page.screenshot({ path: join(SCREENSHOTS, "payment-detail-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SCREENSHOTS, "payment-detail-1280.png"), fullPage: true });
});
