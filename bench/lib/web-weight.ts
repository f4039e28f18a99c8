/**
 * The JavaScript a browser loads for a page: headless Chromium opens it (as a visitor, or with a member's
 * session cookie), waits until the network is idle, and sums the script responses, each gzipped here at
 * level 9 from the decoded body (so the figure is the same whether or not the server compresses, and
 * whether it sends gzip or brotli). The bytes on the wire are counted too. The idle prefetch of the next
 * screens (spec §9) is held back: the figure is what the page itself needs, not what it fetches ahead.
 */
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** What Debian's Chromium needs as root here, and no background traffic to skew a measure or a picture. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface PageWeight {
  scripts: number;
  gzipBytes: number;
  wireBytes: number;
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
}

export async function scriptWeight(browser: Browser, url: string, cookie?: string): Promise<PageWeight> {
  const context = await browser.newContext();
  if (cookie) {
    const [name = "", value = ""] = cookie.split("=");
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  // The prefetch waits for requestIdleCallback, or 2 s where there is none: neither fires here. A string:
  // this file is type-checked with the server's types, which have no DOM.
  await page.addInitScript("window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => {};");
  const pending: Promise<{ gzip: number; wire: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        gzip: gzipSync(body, { level: 9 }).length,
        wire: sizes.responseBodySize,
      })),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const scripts = await Promise.all(pending);
    // A cookie the app does not take would measure the visitor's page instead of the member's.
    if (cookie) {
      const user = await context.request.get(new URL("/api/user.php", url).toString());
      if (!user.ok())
        throw new Error(`the member's session was refused: /api/user.php answered ${user.status()}`);
    }
    return {
      scripts: scripts.length,
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzip, 0),
      wireBytes: scripts.reduce((sum, script) => sum + script.wire, 0),
    };
  } finally {
    await context.close();
  }
}
