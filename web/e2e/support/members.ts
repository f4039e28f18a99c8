/**
 * Members for the journeys, made through the API from inside a page: the browser's host mapping applies
 * (*.test names the test server, which Playwright's own request context cannot resolve) and the session
 * cookie lands in that page's context.
 */
import { expect, type Page } from "@playwright/test";
import { E2E_PORT } from "./ports.ts";

export const ORIGIN = `http://amora.test:${E2E_PORT}`;

export interface Login {
  name: string;
  email: string;
  password: string;
}

export function newLogin(name: string): Login {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;
  return {
    name: `${name}${run}`,
    email: `${name.toLowerCase()}-${run}@example.test`,
    password: `${name}-secret-1`,
  };
}

/**
 * A documentation address for each journey's member (RFC 5737), passed on by the test server's trusted proxy
 * setting: members of different journeys come from different networks, as real members do, so the
 * per-address limits of signup and login count each one apart.
 */
function anAddress(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}

/** A POST of the app's API from inside the page (on `origin`), so the session cookie lands in its context. */
export async function call(page: Page, path: string, body: object, origin = ORIGIN) {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/api/health`);
  return page.evaluate(
    async ({ path, body, address }) => {
      const response = await fetch(path, {
        method: "POST",
        headers: {
          "x-request-type": "client",
          "content-type": "application/json",
          "x-forwarded-for": address,
        },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        json: (await response.json()) as { user?: { profile: { id: number } } },
      };
    },
    { path, body, address: anAddress() },
  );
}

/** Signs up in the page's context (which is then logged in) and answers the new profile's id. */
export async function signUp(
  page: Page,
  who: Login,
  profile: {
    gender: "male" | "female";
    seeking: "male" | "female";
    date_of_birth: string;
    country?: string;
    region?: string;
    city?: string;
  },
  options: { keepBonusModals?: boolean } = {},
): Promise<number> {
  const { status, json } = await call(page, "/api/signup.php", {
    country: "IE",
    region: "KY",
    city: "Killarney",
    special_category_consent: true,
    ...who,
    ...profile,
  });
  expect(status, JSON.stringify(json)).toBe(201);
  if (!options.keepBonusModals) await dismissBonusModals(page);
  return json.user?.profile.id ?? 0;
}

/**
 * A new member is offered the welcome discount in two modals (web/src/features/time-bonus); journeys about
 * something else dismiss them up front, as the member would.
 */
export async function dismissBonusModals(page: Page, origin = ORIGIN): Promise<void> {
  for (const alert of ["welcome_bonus", "time_bonus"]) {
    expect((await call(page, "/api/alerts.php", { alert }, origin)).status).toBe(200);
  }
}

export async function logIn(page: Page, who: Login): Promise<void> {
  expect((await call(page, "/api/user.php", { email: who.email, password: who.password })).status).toBe(200);
}

/** The adults-only entry warning was accepted a moment ago, and the cookie banner answered (necessary only). */
export async function skipEntryWarning(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem("site-entry-warning-dismissed", String(Date.now()));
    // biome-ignore lint/suspicious/noDocumentCookie: the journey's visitor answered the banner before.
    if (!document.cookie.includes("consent=")) document.cookie = "consent=necessary; Path=/";
  });
}
