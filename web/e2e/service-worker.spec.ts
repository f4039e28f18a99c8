/**
 * The service worker and the installed app (issue 14) in Chromium: the worker registers for a logged-in
 * member; a push delivered to it through the DevTools protocol shows a notification and reaches the open tab
 * as NEW_PUSH_MESSAGE; with the network cut, the app opens on the member's last loaded inbox with the offline
 * banner instead of the browser's error page; and the installed-app mode of spec §2 at 390 px.
 *
 * The pages are opened on localhost, not on a *.test name: a service worker needs a secure context, which
 * plain HTTP is only on localhost. An unknown host is served the default site (Amora).
 */
import { join } from "node:path";
import type { PushPayload } from "@amora/contract/push";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { call } from "./support/members.ts";
import { E2E_PORT } from "./support/ports.ts";

const LOCAL = `http://localhost:${E2E_PORT}`;
const EMMA = { email: "emma@amora.test", password: "amora-demo" };
const LUCAS = { email: "lucas@amora.test", password: "amora-demo" };
const EMMA_PROFILE = 1;
const SCREENSHOTS = join(import.meta.dirname, "../../docs/screenshots/issue-14");

/** The app's API from inside a page on localhost (the worker's secure origin). */
const post = (page: Page, path: string, body: object) => call(page, path, body, LOCAL);

async function memberPage(
  context: BrowserContext,
  who: typeof EMMA,
): Promise<{ page: Page; profile: number }> {
  const page = await context.newPage();
  // The adults-only entry warning was accepted a moment ago.
  await page.addInitScript(() => localStorage.setItem("site-entry-warning-dismissed", String(Date.now())));
  const { status, json } = await post(page, "/api/user.php", who);
  expect(status).toBe(200);
  return { page, profile: json.user?.profile.id ?? 0 };
}

declare global {
  interface Window {
    workerMessages: unknown[];
  }
}

test("the worker shows a push, keeps the inbox for offline, and the installed app has its back button", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Lucas writes to Emma, so her inbox has a conversation to keep.
  const lucas = await memberPage(await browser.newContext(), LUCAS);
  const sent = await post(lucas.page, "/api/chat.php", {
    profile: EMMA_PROFILE,
    text: "Hi Emma! Coffee on Saturday?",
    client_id: crypto.randomUUID(),
  });
  expect(sent.status).toBe(200);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(["notifications"], { origin: LOCAL });
  const { page } = await memberPage(context, EMMA);
  await page.goto(`${LOCAL}/chats`);
  const lucasEntry = page.getByRole("link", { name: /Lucas/ }).first();
  await expect(lucasEntry).toContainText("Hi Emma! Coffee on Saturday?");

  // Registered once the page is loaded and idle; it takes the open page over when it activates.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${LOCAL}/sw.js`);

  // A push, delivered as the push service would, through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${LOCAL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await page.evaluate(() => {
    window.workerMessages = [];
    navigator.serviceWorker.addEventListener("message", (event) => window.workerMessages.push(event.data));
  });
  const payload: PushPayload = {
    type: "new_messages",
    title: "Lucas wrote to you",
    body: "Hi Emma! Coffee on Saturday?",
    icon: `${LOCAL}/icons/app-192.png`,
    tag: "conversation-1",
    checkUrl: "/chats/1",
    openUrl: "/login",
    attention: 1,
    sentAt: new Date().toISOString(),
  };
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: LOCAL,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() => page.evaluate(() => window.workerMessages))
    .toContainEqual({ type: "NEW_PUSH_MESSAGE", payload });
  const shown = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag }) => ({ title, body, tag }));
  });
  expect(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);

  // Offline: the app opens on the inbox as the worker kept it, read-only, with the time it was loaded.
  await page.reload();
  await expect(lucasEntry).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("live-banner")).toHaveText(
    /^You're offline — showing your inbox as it was at \d{2}:\d{2}$/,
  );
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expect(lucasEntry).toContainText("Hi Emma! Coffee on Saturday?");
  // Read-only: nothing on the kept copy offers a change that would fail.
  await expect(page.getByRole("button", { name: /^Delete the conversation/ })).toHaveCount(0);
  await page.screenshot({ path: join(SCREENSHOTS, "offline-inbox-390.png") });
  await context.setOffline(false);

  // The installed app (spec §2): iOS's navigator.standalone, which lib/installed-app.ts reads as Chrome's
  // display-mode: standalone, which Playwright cannot emulate.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "standalone", { get: () => true }),
  );
  await page.goto(`${LOCAL}/members/${lucas.profile}`);
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Interests" })).toBeVisible();
  // The demo portraits are drawn on their first request: the screenshot waits for the photos in view.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await expect(page.locator(".site-footer--compact")).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, "installed-app-390.png") });
  // The installed app's compact footer, at the bottom of the same page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: join(SCREENSHOTS, "installed-app-footer-390.png") });

  // Logging out forgets the kept inbox: nothing of Emma's stays on the device.
  expect(await page.evaluate(async () => (await caches.keys()).includes("amora-offline-data"))).toBe(true);
  await page.getByRole("button", { name: "Your account" }).click();
  await page
    .getByRole("button", { name: "Log out" })
    .or(page.getByRole("link", { name: "Log out" }))
    .click();
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes("amora-offline-data")))
    .toBe(false);
});
