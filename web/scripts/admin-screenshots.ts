/**
 * Screenshots of the back office (issue 15) against a mocked /api/admin, for the screens that need no real
 * staff session: run the built app (`npm run build`, then `PORT=4621 DATA_DIR=$(mktemp -d) node
 * server/src/main.ts`) and `node web/scripts/admin-screenshots.ts [base URL]`. The images go to
 * docs/screenshots/issue-15, at 390 px (a phone) and 1280 px (a desktop).
 */
import { join } from "node:path";
import { chromium, type Page, type Route } from "playwright-core";

const BASE = process.argv[2] ?? "http://127.0.0.1:4621";
const OUT = join(import.meta.dirname, "../../docs/screenshots/issue-15");
const WIDTHS = [390, 1280] as const;

const STAFF = {
  id: 1,
  email: "claire.martin@example.com",
  name: "Claire Martin",
  roles: ["admin", "finance"],
  language: "en",
  totp_enabled: true,
};

const ACTIONS = [
  ["member.suspend", "member", { status: "active" }, { status: "suspended", reason: "Spam in 14 chats" }],
  [
    "settings.update",
    "site",
    { min_message_cost: 2, signup_open: true },
    { min_message_cost: 3, signup_open: true },
  ],
  [
    "photo.reject",
    "photo",
    { status: "pending" },
    { status: "rejected", reason: "Not a photo of the member" },
  ],
  ["staff.login", null, null, null],
  ["bundle.price", "bundle", { price_eur: 19.95 }, { price_eur: 17.95 }],
  ["staff.create", "staff", null, { email: "op2@example.com", roles: ["operator"] }],
] as const;

function auditEntries() {
  const start = Date.parse("2026-11-26T09:40:00Z");
  return Array.from({ length: 8 }, (_, i) => {
    const [action, target, before, after] = ACTIONS[i % ACTIONS.length] ?? ACTIONS[0];
    return {
      id: 480 - i,
      at: new Date(start - i * 47 * 60_000).toISOString(),
      staff_id: i % 3 === 0 ? 1 : 2,
      staff_email: i % 3 === 0 ? "claire.martin@example.com" : "yanis.moderation@example.com",
      roles: i % 3 === 0 ? ["admin"] : ["moderator", "support"],
      action,
      target_type: target,
      target_id: target ? String(10_400 + i * 37) : null,
      before,
      after,
      ip: `203.0.113.${20 + i}`,
    };
  });
}

function fulfil(route: Route, body: unknown, status = 200) {
  return route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
}

/** The back office's API as the contract describes it; `signedIn` decides what /me answers. */
async function mockAdminApi(page: Page, signedIn: boolean) {
  await page.route("**/api/admin/**", (route) => {
    const url = new URL(route.request().url());
    const key = `${route.request().method()} ${url.pathname}`;
    switch (key) {
      case "GET /api/admin/me":
        return fulfil(route, { staff: signedIn ? STAFF : null });
      case "POST /api/admin/login":
        return fulfil(route, { next: "totp" });
      case "GET /api/admin/setup":
        return fulfil(route, {
          email: "claire.martin@example.com",
          otpauth_uri:
            "otpauth://totp/Amora%20back%20office:claire.martin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Amora%20back%20office",
          secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        });
      case "POST /api/admin/setup":
        return fulfil(route, {
          staff: STAFF,
          recovery_codes: Array.from(
            { length: 10 },
            (_, i) => `${(7391 + i * 1733).toString(36)}-${(52_817 + i * 9_311).toString(36)}`,
          ),
        });
      case "GET /api/admin/audit-log":
        return fulfil(route, { entries: auditEntries(), total: 137, page: 1, page_size: 50 });
      default:
        return fulfil(route, { code: "NOT_FOUND", message: "Not found." }, 404);
    }
  });
}

async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: join(OUT, `${name}-${width}.png`), fullPage: true });
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of WIDTHS) {
  for (const language of ["en", "fr"] as const) {
    const suffix = language === "en" ? "" : "-fr";
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      locale: language,
    });
    const page = await context.newPage();
    await page.addInitScript((lang) => localStorage.setItem("admin-language", lang), language);
    await mockAdminApi(page, false);

    await page.goto(`${BASE}/admin/login`);
    await page.locator("#admin-email").waitFor();
    await shoot(page, `login${suffix}`, width);
    await page.fill("#admin-email", "claire.martin@example.com");
    await page.fill("#admin-password", "correct horse battery");
    await page.locator("form button[type=submit]").click();
    await page.locator("#admin-totp-code").waitFor();
    await page.fill("#admin-totp-code", "482");
    await shoot(page, `login-totp${suffix}`, width);

    await page.goto(`${BASE}/admin/setup?token=${"t".repeat(32)}`);
    await page.locator(".admin-qr").waitFor();
    await page.fill("#setup-name", "Claire Martin");
    await page.fill("#setup-password", "correct horse battery");
    await shoot(page, `setup${suffix}`, width);
    await page.fill("#setup-code", "123456");
    await page.locator("form button[type=submit]").click();
    await page.locator(".admin-recovery-codes").waitFor();
    await shoot(page, `setup-recovery-codes${suffix}`, width);
    await context.close();

    const signedIn = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      locale: language,
    });
    const shell = await signedIn.newPage();
    await shell.addInitScript((lang) => localStorage.setItem("admin-language", lang), language);
    await mockAdminApi(shell, true);
    await shell.goto(`${BASE}/admin/audit-log`);
    await shell.locator(".admin-table").waitFor();
    await shell.locator(".admin-toggle").first().click();
    await shoot(shell, `audit-log${suffix}`, width);
    if (width < 600) {
      await shell.locator(".admin-topbar__menu").click();
      await shell.locator(".offcanvas.show").waitFor();
      await shell.waitForTimeout(400);
      await shell.screenshot({ path: join(OUT, `menu${suffix}-${width}.png`) });
    }
    await signedIn.close();
  }
}
await browser.close();
