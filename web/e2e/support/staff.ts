/**
 * Staff logins for the journeys: the password, then the code an authenticator app would show for the demo
 * secret. A code is good once per member of staff, so when another journey just used this step's code the
 * login waits for the next 30-second step and gives that one; the journey's time limit grows by that wait, so
 * a journey that starts right after another one's login does not run out of time while it waits.
 */
import { expect, type Page, test } from "@playwright/test";
import { totpCode } from "../../../server/src/lib/totp.ts";
import { DEMO_STAFF_TOTP_SECRET } from "../../../server/src/seed/demo-staff.ts";
import { ORIGIN } from "./members.ts";

const STEP_MS = 30_000;

export async function staffLogIn(page: Page, email: string, password = "amora-demo"): Promise<void> {
  await page.goto(`${ORIGIN}/admin`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel("6-digit code").fill(totpCode(DEMO_STAFF_TOTP_SECRET));
    await page.getByRole("button", { name: "Log in" }).click();
    const signedIn = page.getByRole("button", { name: "Log out" }).first();
    const refused = page.getByRole("alert");
    await expect(signedIn.or(refused).first()).toBeVisible();
    if (await signedIn.isVisible()) return;
    const wait = STEP_MS - (Date.now() % STEP_MS) + 500;
    test.info().setTimeout(test.info().timeout + wait);
    await page.waitForTimeout(wait);
  }
  throw new Error(`${email} could not log in to the back office`);
}

/**
 * Types into a back-office list's search box and waits for the list's answer to that search: the search is
 * sent after a pause in typing (it is then in the URL), and the list stays dimmed and busy until it is
 * answered, so a check made sooner would measure the old rows, or the new ones half faded in.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await expect(page).toHaveURL((url) => (url.searchParams.get("q") ?? "") === text.trim());
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
