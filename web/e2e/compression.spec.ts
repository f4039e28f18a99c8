/**
 * What the browser receives: the built app's scripts and styles as the build compressed them (brotli where
 * Chromium offers it, gzip over plain HTTP to a non-local host), the home page's API call (its member cards;
 * the settings come with the page) compressed per answer.
 */
import { expect, type Page, test } from "@playwright/test";
import { E2E_PORT } from "./support/ports.ts";

/** Encoding of each script, stylesheet and API answer of 1 KiB or more the home page loads, by path. */
async function encodingsOnHome(page: Page, origin: string): Promise<Map<string, string>> {
  const encodings = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/(assets\/.*\.(js|css)|api\/featured\.php)$/.test(pathname)) return;
    pending.push(
      (async () => {
        const headers = await response.allHeaders();
        // The idle prefetch's worker ends once it has fetched, and its answers' bodies go with it: those
        // files are the ones the page asks for when a screen opens (checked there).
        const body = await response.body().catch(() => null);
        if (body === null || body.length < 1024) return;
        expect(headers.vary, pathname).toContain("accept-encoding");
        encodings.set(pathname, headers["content-encoding"] ?? "none");
      })(),
    );
  });
  await page.goto(`${origin}/`);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  return encodings;
}

test("scripts, styles and the member cards' call arrive compressed", async ({ page }) => {
  // 127.0.0.1 is a secure context: Chromium offers brotli there.
  const local = await encodingsOnHome(page, `http://127.0.0.1:${E2E_PORT}`);
  expect([...local.keys()].some((path) => path.endsWith(".js"))).toBe(true);
  expect(local.get("/api/featured.php")).toBe("br");
  for (const [path, encoding] of local) expect(encoding, path).toBe("br");

  // Over plain HTTP to any other host it offers gzip and deflate only.
  const remote = await encodingsOnHome(page, `http://amora.test:${E2E_PORT}`);
  for (const [path, encoding] of remote) expect(encoding, path).toBe("gzip");
});
