/**
 * The operator inbox (issue 15, item 3): Lucas writes to a fictional profile; the demo operator logs in
 * with a TOTP code on a phone-sized screen, finds the conversation in the queue, claims it, leaves a note
 * for the next operator and answers as the profile; Lucas's open conversation shows the answer without a
 * reload, under the fictional profile's disclosure.
 */
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_OPERATOR_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { expectAccessible } from "./support/a11y.ts";
import { logIn, ORIGIN, skipEntryWarning } from "./support/members.ts";
import { searchList, staffLogIn } from "./support/staff.ts";

const SCREENSHOTS = join(import.meta.dirname, "../../docs/screenshots/issue-15");

/** The screen at 390 px (as it is) and at 1280 px, full length; the page goes back to 390 px after. */
async function screenshots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

const LUCAS = { name: "Lucas", email: "lucas@amora.test", password: "amora-demo" };

/** A fictional profile Lucas's search shows him: its id and name. */
async function fictionalProfile(page: Page): Promise<{ id: number; name: string }> {
  const found = await page.evaluate(async () => {
    for (let page = 1; page <= 5; page += 1) {
      const response = await fetch(`/api/members.php?pageNumber=${page}`);
      const body = (await response.json()) as {
        profiles?: { id: number; name: string; fictional: boolean }[];
      };
      const profile = body.profiles?.find((p) => p.fictional);
      if (profile) return { id: profile.id, name: profile.name };
    }
    return null;
  });
  if (!found) throw new Error("Lucas's search shows no fictional profile");
  return found;
}

test("a member writes to a fictional profile; an operator claims, notes and answers; the member sees it live", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const lucas = await (await browser.newContext()).newPage();
  await skipEntryWarning(lucas);
  await logIn(lucas, LUCAS);
  const profile = await fictionalProfile(lucas);
  const first = `Hi ${profile.name}, fancy a walk on the beach? ${Date.now()}`;

  await lucas.goto(`${ORIGIN}/members/${profile.id}/chat`);
  const composer = lucas.getByLabel("Your message");
  await composer.fill(first);
  await composer.press("Enter");
  await expect(lucas).toHaveURL(/\/chats\/\d+$/);
  const conversation = Number(/\/chats\/(\d+)$/.exec(lucas.url())?.[1]);
  await expect(lucas.getByTestId("fictional-warning")).toBeVisible();
  await expectAccessible(lucas, "the member's chat with the operator's answer");

  // The operator, on a phone.
  const operator = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await staffLogIn(operator, DEMO_OPERATOR_EMAIL);
  await expect(operator.getByRole("heading", { name: "Operator inbox", level: 1 })).toBeVisible();
  await searchList(operator, profile.name);
  const claim = operator.getByRole("button", {
    name: `Claim the conversation of Lucas with ${profile.name}`,
  });
  await expect(claim).toBeVisible({ timeout: 15_000 });
  // The search's page has come (rows of the last query are dimmed while the next one loads, and fade back).
  await expect(operator).toHaveURL(/[?&]q=/);
  await expect(operator.locator(".admin-table-frame.is-loading")).toHaveCount(0);
  await operator.waitForTimeout(300);
  await expectAccessible(operator, "the operator queue");
  await screenshots(operator, "operator-inbox");
  await claim.click();
  await expect(operator).toHaveURL(new RegExp(`conversation=${conversation}$`));
  await expect(operator.getByRole("heading", { name: "Conversation with Lucas", level: 1 })).toBeVisible();
  await expect(operator.getByText(first)).toBeVisible();
  await expect(operator.getByTestId("claim-timer")).toHaveText(/^Your claim ends in [45]:\d\d$/);
  // The member's public profile only: no e-mail address anywhere on the screen.
  await expect(operator.getByText(LUCAS.email)).toHaveCount(0);
  await expectAccessible(operator, "the operator workspace");

  await operator.getByRole("textbox", { name: "New note" }).fill("Likes beach walks; answer warmly.");
  await operator.getByRole("button", { name: "Add note" }).click();
  await expect(
    operator
      .getByRole("list", { name: "Notes for operators" })
      .getByText("Likes beach walks; answer warmly."),
  ).toBeVisible();
  await screenshots(operator, "operator-workspace");

  const answer = `I'd love that, Lucas! Saturday? ${Date.now()}`;
  await operator.getByRole("textbox", { name: `Your answer as ${profile.name}` }).fill(answer);
  await operator.getByRole("button", { name: "Send" }).click();
  await expect(operator.getByText("Answer sent. The conversation left the queue.")).toBeVisible();

  // Lucas's open conversation shows it without a reload, under the fictional disclosure.
  await expect(
    lucas.getByRole("list", { name: `Messages with ${profile.name}` }).getByText(answer),
  ).toBeVisible({ timeout: 15_000 });
  await expect(lucas.getByTestId("fictional-warning")).toBeVisible();
  await expectAccessible(lucas, "the member's chat with the operator's answer");

  // Answered: the conversation left the queue.
  await operator.getByRole("link", { name: "Back to the queue" }).first().click();
  await searchList(operator, profile.name);
  await expect(
    operator.getByRole("button", { name: `Claim the conversation of Lucas with ${profile.name}` }),
  ).toHaveCount(0);
});
