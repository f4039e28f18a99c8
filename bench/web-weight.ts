/**
 * The web app's weight as a phone gets it (docs/performance.md, "Web weight"): loads `/`, a lander and, logged
 * in as the demo member Emma, `/members` in headless Chromium, and sums the JavaScript and CSS each page
 * fetched until the network was idle, gzipped at level 9. The idle prefetch of the next screens (spec §9) is
 * held back, so the figures are what the page itself needs.
 *
 * Usage: build the web app, start a server with the demo data (e.g. `PORT=4313 node server/src/main.ts`),
 * then `node bench/web-weight.ts http://127.0.0.1:4313`.
 */
import { gzipSync } from "node:zlib";
import { type BrowserContext, chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const LANDER = "/landers/gallery";
const KIB = 1024;

interface Weight {
  page: string;
  scripts: number;
  jsGzip: number;
  jsRaw: number;
  stylesheets: number;
  cssGzip: number;
}

async function weigh(context: BrowserContext, path: string): Promise<Weight> {
  const page = await context.newPage();
  // The idle prefetch waits for requestIdleCallback, or 2 s where there is none: neither fires here.
  // A string: this file is type-checked with the server's types, which have no DOM.
  await page.addInitScript("window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => {};");
  const weight: Weight = { page: path, scripts: 0, jsGzip: 0, jsRaw: 0, stylesheets: 0, cssGzip: 0 };
  const bodies: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = /\.(js|css)(\?|$)/.exec(response.url())?.[1];
    if (!type) return;
    bodies.push(
      response
        .body()
        .then((body) => {
          const gzip = gzipSync(body, { level: 9 }).length;
          if (type === "js") {
            weight.scripts++;
            weight.jsGzip += gzip;
            weight.jsRaw += body.length;
          } else {
            weight.stylesheets++;
            weight.cssGzip += gzip;
          }
        })
        // An answer still arriving as the page closes came after the network was idle: not counted.
        .catch(() => {}),
    );
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await Promise.all(bodies);
  await page.close();
  return weight;
}

async function logIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  const status = await page.evaluate(async () => {
    const response = await fetch("/api/user", {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-type": "client" },
      body: JSON.stringify({ email: "emma@amora.test", password: "amora-demo" }),
    });
    return response.status;
  });
  if (status !== 200) throw new Error(`The demo login answered ${status}: is the demo data seeded?`);
  await page.close();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
  ],
});
try {
  const weights = [
    await weigh(await browser.newContext(), "/"),
    await weigh(await browser.newContext(), LANDER),
  ];
  const member = await browser.newContext();
  await logIn(member);
  weights.push(await weigh(member, "/members"));
  console.log("| page | scripts | JS gzip | JS raw | CSS files | CSS gzip |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const w of weights) {
    const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
    console.log(
      `| ${w.page} | ${w.scripts} | ${kib(w.jsGzip)} | ${kib(w.jsRaw)} | ${w.stylesheets} | ${kib(w.cssGzip)} |`,
    );
  }
} finally {
  await browser.close();
}
