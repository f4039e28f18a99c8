/**
 * Reports (issue 17, item 1): a member reports a conversation with two of its messages attached; a moderator
 * (the demo admin) reads them in the back office's report queue and warns the reported member with a
 * statement of reasons; the reporter sees the outcome in settings, and the reported member reads the
 * statement in their account alert, then appeals from the decision mail's link without logging in (the
 * way a suspended or banned member appeals, decision 053).
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { expectAccessible } from "./support/a11y.ts";
import { waitForMail, waitForMailMatching } from "./support/mailbox.ts";
import { type Login, newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";
import { searchList, staffLogIn } from "./support/staff.ts";

const STATEMENT = "Asking a member for money breaks rule 4 of our terms.";

/** A new member in a browser of their own, with the e-mail address confirmed (both sides must be, to write). */
async function activeMember(page: Page, who: Login, gender: "male" | "female"): Promise<number> {
  await skipEntryWarning(page);
  const profileId = await signUp(page, who, {
    gender,
    seeking: gender === "male" ? "female" : "male",
    date_of_birth: "1992-05-04",
  });
  await page.goto(`${ORIGIN}${(await waitForMail(who.email, 1)).link}`);
  await expect(page).toHaveURL(/\/activate\/done$/);
  return profileId;
}

/** Gives a member credits through the member tools (the admin logged in, and so re-authenticated, just now). */
async function giveCredits(admin: Page, email: string, delta: number) {
  const status = await admin.evaluate(
    async ({ email, delta }) => {
      const headers = { "x-request-type": "client", "content-type": "application/json" };
      const list = await (
        await fetch(`/api/admin/members?q=${encodeURIComponent(email)}`, { headers })
      ).json();
      const response = await fetch(`/api/admin/members/${list.items[0].id}/credits`, {
        method: "POST",
        headers,
        body: JSON.stringify({ delta, reason: "Credits for the reports journey" }),
      });
      return response.status;
    },
    { email, delta },
  );
  expect(status).toBe(200);
}

test("a member reports a conversation with two messages; a moderator warns; the reporter sees the outcome", async ({
  browser,
}, testInfo) => {
  // Four browsers, two activations by mail, and a TOTP login that may wait for the next step.
  test.setTimeout(150_000);
  const reporter = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const reported = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const tom = newLogin("Tom");
  const nadia = newLogin("Nadia");
  const tomProfile = await activeMember(reporter, tom, "male");
  await activeMember(reported, nadia, "female");
  await staffLogIn(admin, DEMO_ADMIN_EMAIL);
  await giveCredits(admin, nadia.email, 20);

  // Nadia writes to Tom twice.
  await reported.goto(`${ORIGIN}/members/${tomProfile}/chat`);
  const composer = reported.getByLabel("Your message");
  await composer.fill("Hello Tom, I need 200 euros for a ticket to see you.");
  await composer.press("Enter");
  await expect(reported).toHaveURL(/\/chats\/\d+$/);
  await composer.fill("Send it by bank transfer today, please.");
  await composer.press("Enter");
  await expect(reported.getByTestId("message")).toHaveCount(2);

  // Tom reports the conversation with both messages attached.
  await reporter.goto(`${ORIGIN}/chats`);
  await reporter
    .getByRole("link", { name: new RegExp(nadia.name) })
    .first()
    .click();
  await expect(reporter.getByTestId("message")).toHaveCount(2, { timeout: 15_000 });
  await reporter.getByRole("button", { name: "More actions" }).click();
  await reporter.getByRole("button", { name: "Report" }).click();
  const dialog = reporter.getByRole("dialog", { name: `Report ${nadia.name}` });
  await dialog.getByRole("radio", { name: "Scam or asking for money" }).check();
  await dialog.getByRole("checkbox", { name: /200 euros/ }).check();
  await dialog.getByRole("checkbox", { name: /bank transfer/ }).check();
  await expect(dialog.getByText("(2 chosen, up to 20)")).toBeVisible();
  await expectAccessible(reporter, "the report dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you, your report was sent.")).toBeVisible();
  await dialog.getByRole("link", { name: "Follow your report in Settings" }).click();
  const mine = reporter.getByRole("region", { name: "My reports" });
  await expect(mine.getByTestId("my-report").first()).toContainText("Being reviewed");

  // The moderator reads the messages in the report queue and warns Nadia with a statement of reasons.
  await admin.goto(`${ORIGIN}/admin/reports`);
  await expect(admin.getByRole("heading", { name: "Member reports", level: 1 })).toBeVisible();
  await searchList(admin, nadia.name);
  await admin
    .getByRole("row", { name: new RegExp(nadia.name) })
    .getByRole("button")
    .first()
    .click();
  const report = admin.getByRole("dialog", { name: new RegExp(`about ${nadia.name}`) });
  const evidence = report.getByRole("list", { name: "The attached messages, oldest first" });
  await expect(evidence.getByRole("listitem")).toHaveCount(2);
  await expect(evidence).toContainText("I need 200 euros");
  await expectAccessible(admin, "a report in the queue");
  await report.getByRole("radio", { name: "Warn" }).check();
  await report.getByRole("textbox", { name: /Statement of reasons/ }).fill(STATEMENT);
  await report.getByRole("button", { name: "Warn the member" }).click();
  await expect(report.getByText(/^Warn by admin@amora\.test/)).toBeVisible();

  // Tom sees the outcome; Nadia reads the statement in her account alert.
  await reporter.reload();
  await expect(mine.getByTestId("my-report").first()).toContainText("Action taken");
  await expect(mine.getByTestId("my-report").first()).toContainText("The member was warned.");
  await expectAccessible(reporter, "my reports");
  await reported.goto(`${ORIGIN}/members`);
  const alert = reported.getByRole("region", { name: "A decision about your account" });
  await expect(alert).toContainText(STATEMENT);

  // The decision mail's link opens the decision and takes the one appeal in a browser with no session.
  const decision = await waitForMailMatching(nadia.email, /appeal\?token=/);
  const link = /\/appeal\?token=[\w.%-]*[\w%-]/.exec(decision.text)?.[0];
  expect(link).toBeTruthy();
  const loggedOut = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await skipEntryWarning(loggedOut);
  await loggedOut.goto(`${ORIGIN}${link}`);
  await expect(loggedOut.getByRole("heading", { name: "A decision about your account" })).toBeVisible();
  await expect(loggedOut.getByText(STATEMENT)).toBeVisible();
  await loggedOut
    .getByRole("textbox", { name: "Why is this decision wrong?" })
    .fill("I only asked about the ticket price; I never asked Tom for money.");
  await expectAccessible(loggedOut, "the appeal page");
  await loggedOut.screenshot({ path: testInfo.outputPath("appeal-390.png"), fullPage: true });
  await loggedOut.getByRole("button", { name: "Send appeal" }).click();
  await expect(loggedOut.getByText("Your appeal was sent. We will e-mail you the decision.")).toBeVisible();
});
