/**
 * A member's account from first visit to deletion: signup through the modal, activation by the mailed
 * link, log out and in, French that persists, a password reset by mail, deletion and reactivation by mail.
 * Every mail travels over real SMTP to the capture server (support/smtp-capture.ts).
 */
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y.ts";
import { waitForMail } from "./support/mailbox.ts";
import { dismissBonusModals, ORIGIN } from "./support/members.ts";

const email = `journey-${Date.now()}@example.test`;
const firstPassword = "journey-secret-1";
const newPassword = "journey-secret-2";

async function logIn(page: Page, password: string) {
  await page.goto(`${ORIGIN}/login`);
  await expect(page.getByLabel("E-mail address")).toBeVisible();
  await expectAccessible(page, "the login page");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
}

async function logOut(page: Page) {
  // Pages opened from mail links use the empty layout, without the navigation: start from home.
  await page.goto(ORIGIN);
  await page.getByRole("button", { name: "Your account" }).click();
  await page
    .getByRole("button", { name: "Log out" })
    .or(page.getByRole("link", { name: "Log out" }))
    .click();
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
}

test("sign up, activate, log out and in, French, reset the password, delete and reactivate", async ({
  page,
}) => {
  // Twenty-odd screens, each checked by axe (support/a11y.ts), on a machine that may be busy.
  test.setTimeout(240_000);
  await page.goto(ORIGIN);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page, "the site-entry warning");
  await page.getByRole("dialog").getByRole("button", { name: "Enter" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(page, "the visitor's home page");

  // 1. Signup through the modal, steps 0–3.
  await page
    .getByRole("link", { name: "Sign up for free" })
    .or(page.getByRole("button", { name: "Sign up for free" }))
    .first()
    .click();
  const modal = page.getByRole("dialog", { name: "Create your free profile" });
  await expect(modal.getByText("Man", { exact: true })).toBeVisible();
  await expectAccessible(page, "signup: gender");
  await modal.getByText("Man", { exact: true }).click();
  await modal.getByText("Women", { exact: true }).click();
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(modal.getByLabel("Day")).toBeVisible();
  await expectAccessible(page, "signup: date of birth");
  await modal.getByLabel("Day").selectOption("15");
  await modal.getByLabel("Month").selectOption("6");
  await modal.getByLabel("Year").selectOption("1990");
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(modal.getByLabel("Country")).toBeVisible();
  await expectAccessible(page, "signup: where");
  await modal.getByLabel("Country").selectOption("NL");
  await modal.getByLabel("Province").selectOption("NH");
  await modal.getByLabel("Town or city").fill("Amsterdam");
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(modal.getByLabel("Username")).toBeVisible();
  await expectAccessible(page, "signup: account");
  await modal.getByLabel("Username").fill("Journey");
  await modal.getByLabel("E-mail address").fill(email);
  await modal.getByLabel("Password", { exact: true }).fill(firstPassword);
  await modal
    .getByRole("checkbox", { name: /processing of the information about my sexual orientation/ })
    .check();
  await modal.getByRole("button", { name: "Create my profile" }).click();
  await expect(
    modal
      .getByRole("link", { name: "See my matches" })
      .or(modal.getByRole("button", { name: "See my matches" })),
  ).toBeVisible();
  await expectAccessible(page, "signup: welcome");
  await modal
    .getByRole("link", { name: "See my matches" })
    .or(modal.getByRole("button", { name: "See my matches" }))
    .click();
  await expect(page).toHaveURL(/\/signup-matches$/);
  await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
  await expectAccessible(page, "the signup matches");

  // 2. The activation link from the mail.
  const activation = await waitForMail(email, 1);
  expect(activation.link).toMatch(/^\/api\/activate\.php\?token=/);
  expect(activation.html).toContain("Amora");
  await page.goto(`${ORIGIN}${activation.link}`);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole("heading", { name: "Your account is active!" })).toBeVisible();
  await expectAccessible(page, "the activation page");
  // In the members area the welcome discount greets the new member; "Later" puts it away for good.
  await page.getByRole("link", { name: "Find members" }).click();
  const welcome = page.getByRole("dialog", { name: /Welcome! Here's 25% off/ });
  await expect(welcome).toBeVisible();
  await expectAccessible(page, "the welcome discount");
  await welcome.getByRole("button", { name: "Later" }).click();
  await expect(welcome).toBeHidden();
  // So does its 40-second reminder, which this journey is not about.
  await dismissBonusModals(page);

  // 3. Log out, then log in.
  await logOut(page);
  await logIn(page, firstPassword);

  // 4. French, saved with the account, survives a reload.
  await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
  await expect(page.getByRole("button", { name: "Votre compte" })).toBeVisible();
  await expectAccessible(page, "the member's home page in French");
  const saved = await page.evaluate(async () => (await (await fetch("/api/user.php")).json()).user.language);
  expect(saved).toBe("fr");
  await page.getByRole("combobox", { name: "Langue" }).selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // 5. Reset the password through the mailed link.
  await logOut(page);
  await page.goto(`${ORIGIN}/reset-password`);
  await expect(page.getByLabel("E-mail address")).toBeVisible();
  await expectAccessible(page, "the password-reset request");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expectAccessible(page, "the password-reset mail sent");
  const reset = await waitForMail(email, 2);
  expect(reset.link).toMatch(/^\/reset-password\/do\?token=/);
  await page.goto(`${ORIGIN}${reset.link}`);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password", { exact: true }).fill("something-else");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByText("The entered passwords are not the same.")).toBeVisible();
  await expectAccessible(page, "the new password, refused");
  await page.getByLabel("Repeat the new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  await expectAccessible(page, "the password changed");
  await logOut(page);
  await logIn(page, newPassword);

  // 6. Delete the account, then reactivate it from the mail.
  await page.goto(`${ORIGIN}/notifications`);
  await expect(page.getByRole("button", { name: "Delete my account" })).toBeVisible();
  await expectAccessible(page, "the settings");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByLabel("Your password", { exact: true })).toBeVisible();
  await expectAccessible(page, "the account deletion");
  await page.getByLabel("Your password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Delete account" }).click();
  // The company's delete discount is offered once before the deletion is confirmed (decision 049).
  await expect(page.getByRole("heading", { name: "Before you go: 50% off" })).toBeVisible();
  await expectAccessible(page, "the delete discount offer");
  await page.getByRole("button", { name: "No thanks, go on deleting" }).click();
  await expect(page.getByRole("button", { name: "Yes, delete it" })).toBeVisible();
  await expectAccessible(page, "the deletion's confirmation");
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await expectAccessible(page, "the account deleted");

  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(
    page.getByText("Deleted account pending: reactivate via e-mail link or contact customer service."),
  ).toBeVisible();
  await expectAccessible(page, "the login of a deleted account");

  const deletion = await waitForMail(email, 3);
  expect(deletion.link).toMatch(/^\/api\/reactivate\.php\?token=/);
  await page.goto(`${ORIGIN}${deletion.link}`);
  await expect(page).toHaveURL(/\/activate\/done\?reactivated=1$/);
  await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
  await expectAccessible(page, "the account reactivated");
  await logIn(page, newPassword);
});
