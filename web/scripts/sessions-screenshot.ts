/**
 * The screenshot of the settings' Sessions section (issue 17) at 390 px, against a running server with the
 * demo data that trusts one proxy hop (`PORT=4402 DATA_DIR=$(mktemp -d) TRUST_PROXY=1 node server/src/main.ts`
 * after a build): `node web/scripts/sessions-screenshot.ts [base URL]`. Emma signs in from three other devices
 * and places first (the server reads their browser, system and country); their last use is then shown
 * hours and days back, as a member's would be, since they were all made seconds ago.
 */
import { join } from "node:path";
import { chromium, request } from "playwright-core";

const BASE = process.argv[2] ?? "http://127.0.0.1:4402";
const OUT = join(import.meta.dirname, "../../docs/screenshots/issue-17/sessions-390.png");
const HOUR = 3_600_000;
const EMMA = { email: "emma@amora.test", password: "amora-demo" };

const OTHER_DEVICES = [
  ["145.97.1.10", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0"],
  [
    "192.168.1.42",
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  ],
  [
    "90.84.10.20",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  ],
] as const;

for (const [address, userAgent] of OTHER_DEVICES) {
  const device = await request.newContext({
    baseURL: BASE,
    userAgent,
    extraHTTPHeaders: { "x-request-type": "client", "x-forwarded-for": address },
  });
  const login = await device.post("/api/user.php", { data: EMMA });
  if (!login.ok()) throw new Error(`login from ${address}: ${login.status()}`);
  await device.dispose();
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({
  // Tall enough to hold the whole section: what lies below the screen is not painted for the picture.
  viewport: { width: 390, height: 2200 },
  deviceScaleFactor: 2,
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  extraHTTPHeaders: { "x-forwarded-for": "2a01:cb00:1234:5678::1" },
});
const page = await context.newPage();
const ages = [2, 26, 75];
await page.route("**/api/sessions.php", async (route) => {
  if (route.request().method() !== "GET") return route.continue();
  const response = await route.fetch();
  const body = await response.json();
  let i = 0;
  for (const session of body.sessions) {
    if (session.current) continue;
    const age = (ages[i++] ?? 1) * HOUR;
    session.last_seen_at = new Date(Date.now() - age).toISOString();
    session.created_at = new Date(Date.now() - age - 9 * 24 * HOUR).toISOString();
  }
  await route.fulfill({ response, json: body });
});
const login = await page.request.post(`${BASE}/api/user.php`, {
  headers: { "x-request-type": "client" },
  data: EMMA,
});
if (!login.ok()) throw new Error(`login ${login.status()}`);
await page.goto(`${BASE}/notifications#settings-sessions`);
const necessary = page.getByRole("button", { name: "Only necessary" });
await necessary.click({ timeout: 10_000 });
await necessary.waitFor({ state: "hidden" });
// The phone's tab bar is fixed to the bottom of the screen: out of the way of the section's picture.
await page.addStyleTag({ content: ".member-nav { display: none !important; }" });
const section = page.locator("#settings-sessions");
await section.locator(".session-item").first().waitFor();
await page.mouse.move(0, 0);
await page.waitForTimeout(800);
await section.screenshot({ path: OUT });
await browser.close();
console.log(OUT);
