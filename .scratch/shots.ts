import { chromium } from "playwright-core";
const BASE = process.argv[2] ?? "http://127.0.0.1:4672";
const host = process.argv[3] ?? "";
const pages = (process.argv[4] ?? "").split(",").filter(Boolean);
const OUT = "/tmp/c2shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--host-resolver-rules=MAP *.test 127.0.0.1"] });
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
  await ctx.addInitScript(() => localStorage.setItem("site-entry-warning-dismissed", "1"));
  const page = await ctx.newPage();
  for (const path of pages) {
    await page.goto(BASE + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(800);
    const name = path.replace(/[^a-z0-9]+/gi, "_");
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: process.argv[5] === "full" });
  }
  await ctx.close();
}
await browser.close();
