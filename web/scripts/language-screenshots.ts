/**
 * Screenshots at 390 px of the key screens in the longer languages (issue 18): home, search, a profile, a
 * conversation and the credits page in German, Finnish, Polish and Dutch. Run the demo server
 * (`node web/scripts/build-if-stale.ts`, then `PORT=4451 DATA_DIR=$(mktemp -d) SEED_DEMO=true node
 * server/src/main.ts`) and `AMORA_URL=http://amora.test:4451 node web/scripts/language-screenshots.ts`.
 * Chromium resolves *.test to this machine; the images go to docs/screenshots/issue-18.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LOCALE_COOKIE } from "@amora/contract/constants";
import { CONSENT_COOKIE } from "@amora/contract/cookies";
import { type Browser, chromium, type Page } from "playwright-core";

const BASE = process.env.AMORA_URL ?? "http://amora.test:4451";
const OUT = join(import.meta.dirname, "../../docs/screenshots/issue-18");
const WIDTH = 390;
const HEIGHT = 844;
/** A full page heavier than this (a long page of photos) is shot a viewport high instead. */
const MAX_BYTES = 600_000;

/** The demo's premium member: he has the credits to open one conversation per language. */
const LOGIN = { email: "lucas@amora.test", password: "amora-demo" };

/** The first message of each language's conversation, so a screenshot shows that language throughout. */
const GREETINGS = {
  de: "Hallo! Dein Profil gefällt mir sehr. Hast du Lust, am Wochenende einen Kaffee zu trinken?",
  fi: "Hei! Profiilisi näyttää tosi kivalta. Lähtisitkö viikonloppuna kanssani kahville?",
  pl: "Cześć! Twój profil bardzo mi się podoba. Może wybierzemy się w weekend na kawę?",
  nl: "Hoi! Je profiel spreekt me erg aan. Zin om dit weekend samen koffie te drinken?",
} as const;
type Language = keyof typeof GREETINGS;

async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return (await page.evaluate(
    async ([url, json]) => {
      const response = await fetch(url, {
        method: json === undefined ? "GET" : "POST",
        headers: { "x-request-type": "client", "content-type": "application/json" },
        body: json,
      });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json();
    },
    [path, body === undefined ? undefined : JSON.stringify(body)] as const,
  )) as T;
}

async function memberPage(browser: Browser, language: Language, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
  });
  const domain = new URL(BASE).hostname;
  await context.addCookies([
    { name: LOCALE_COOKIE, value: language, domain, path: "/" },
    { name: CONSENT_COOKIE, value: "necessary", domain, path: "/" },
  ]);
  await context.addInitScript(() => localStorage.setItem("site-entry-warning-dismissed", String(Date.now())));
  const page = await context.newPage();
  if (signedIn) {
    await page.goto(`${BASE}/login`);
    await api(page, "/api/user.php", LOGIN);
  }
  return page;
}

/** This language's conversation: the one its greeting opened, or a new one with a member not yet written to. */
async function conversationFor(page: Page, language: Language): Promise<number> {
  type Chats = { chats: { conversation: number; profile: number; last_message: { text: string } | null }[] };
  const { chats } = await api<Chats>(page, "/api/chats.php");
  const existing = chats.find((chat) => chat.last_message?.text === GREETINGS[language]);
  if (existing) return existing.conversation;
  await page.goto(`${BASE}/members`, { waitUntil: "networkidle" });
  const hrefs = await page
    .locator(".member-card a[href^='/members/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const written = new Set(chats.map((chat) => chat.profile));
  const profile = hrefs.map((href) => Number(href.split("/")[2])).find((id) => id > 0 && !written.has(id));
  if (profile === undefined) throw new Error("no member left to write to");
  const sent = await api<{ message: { conversation: number } }>(page, "/api/chat.php", {
    profile,
    text: GREETINGS[language],
    client_id: randomUUID(),
  });
  return sent.message.conversation;
}

/**
 * The whole page, in a viewport as tall as the page so that the fixed bottom navigation sits at its foot
 * (a full-page shot would leave it in the middle); a viewport high when that image is too heavy.
 */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState("networkidle");
  const path = join(OUT, `${name}-${WIDTH}.png`);
  if (fullPage) {
    const height = Number(await page.evaluate("document.documentElement.scrollHeight"));
    await page.setViewportSize({ width: WIDTH, height });
    await page.waitForLoadState("networkidle");
    const image = await page.screenshot();
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    if (image.length <= MAX_BYTES) return writeFile(path, image);
  }
  await page.screenshot({ path });
}

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--host-resolver-rules=MAP *.test 127.0.0.1"],
});
for (const language of Object.keys(GREETINGS) as Language[]) {
  const visitor = await memberPage(browser, language, false);
  await visitor.goto(`${BASE}/`);
  await shoot(visitor, `${language}-home`);
  await visitor.context().close();

  const page = await memberPage(browser, language, true);
  const conversation = await conversationFor(page, language);
  await page.goto(`${BASE}/members`);
  await page.locator(".member-card").first().waitFor();
  await shoot(page, `${language}-search`);
  await page.locator(".member-card a[href^='/members/']").first().click();
  await page.locator(".profile-actions").first().waitFor();
  await shoot(page, `${language}-profile`);
  await page.goto(`${BASE}/chats/${conversation}`);
  await page.locator(".chat-pane__head").waitFor();
  // The conversation fills the screen and scrolls inside it: a viewport is the whole of it.
  await shoot(page, `${language}-conversation`, false);
  await page.goto(`${BASE}/credits`);
  await page.locator(".bundle-card").first().waitFor();
  await shoot(page, `${language}-credits`);
  await page.context().close();
}
await browser.close();
