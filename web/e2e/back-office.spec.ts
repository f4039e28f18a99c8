/**
 * The back office's door (issue 15, items 1–2): the demo admin logs in at /admin with the password and
 * the code of the authenticator app (the demo secret is published; the code is computed as an app would),
 * lands on the audit log, which already shows that login, and logs out. A member's session opens nothing
 * there.
 */
import { expect, test } from "@playwright/test";
import { DEMO_ADMIN_EMAIL } from "../../server/src/seed/demo-staff.ts";
import { logIn, ORIGIN, skipEntryWarning } from "./support/members.ts";
import { staffLogIn } from "./support/staff.ts";

test("an admin logs in with a TOTP code and sees the audit log; a member cookie opens nothing", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await staffLogIn(page, DEMO_ADMIN_EMAIL);
  // An admin lands on the figures; the audit log is one section further.
  await page.goto(`${ORIGIN}/admin/audit-log`);
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  await expect(page.getByText("staff.login", { exact: true }).first()).toBeVisible();
  // The staff session cookie is httpOnly: no script of the page can read it.
  expect(await page.evaluate(() => document.cookie.includes("staff_sid"))).toBe(false);

  const member = await (await browser.newContext()).newPage();
  await skipEntryWarning(member);
  await logIn(member, { email: "lucas@amora.test", password: "amora-demo", name: "Lucas" });
  const status = await member.evaluate(async () => (await fetch("/api/admin/audit-log")).status);
  expect(status).toBe(401);
  const me = await member.evaluate(async () => (await (await fetch("/api/admin/me")).json()) as unknown);
  expect(me).toEqual({ staff: null });
});
