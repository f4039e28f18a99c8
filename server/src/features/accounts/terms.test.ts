import { TERMS_BASE_VERSION, termsVersion } from "@amora/contract/terms";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, termsAcceptances, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, nextIp, signUp, signUpOk } from "./accounts-test-helpers.ts";
import { termsToAccept } from "./terms.service.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

/** The seed's company was added on 2024-03-15T09:00:00Z, so that is its terms version until a change. */
const SEED_ADDED = "2024-03-15T09:00:00.000Z";
beforeEach(async () => {
  await app.db.update(companies).set({ added: new Date(SEED_ADDED), termsChangedAt: null });
});

const base = new Date(TERMS_BASE_VERSION);
const at = (ms: number) => new Date(base.getTime() + ms);

describe("the terms version (spec §9)", () => {
  it("is 2023-12-01T12:00:00Z for a company added before it or exactly then", () => {
    expect(termsVersion({ added: at(-1), termsChangedAt: null }).toISOString()).toBe(TERMS_BASE_VERSION);
    expect(termsVersion({ added: at(-365 * 86_400_000), termsChangedAt: null })).toEqual(base);
    expect(termsVersion({ added: at(0), termsChangedAt: null })).toEqual(base);
  });

  it("is the added date for a company added after it, even by a millisecond", () => {
    expect(termsVersion({ added: at(1), termsChangedAt: null })).toEqual(at(1));
    expect(termsVersion({ added: new Date(SEED_ADDED), termsChangedAt: null }).toISOString()).toBe(
      SEED_ADDED,
    );
  });

  it("is the last published change when that is later, and ignores an earlier one", () => {
    const added = new Date(SEED_ADDED);
    const later = new Date("2025-01-02T03:04:05.000Z");
    expect(termsVersion({ added, termsChangedAt: later })).toEqual(later);
    expect(termsVersion({ added, termsChangedAt: at(5) })).toEqual(added);
    expect(termsVersion({ added: at(-1), termsChangedAt: at(-2) })).toEqual(base);
    expect(termsVersion({ added, termsChangedAt: added })).toEqual(added);
  });

  it("asks a member whose accepted version or signup is older, and nobody whose is equal or newer", () => {
    const current = new Date(SEED_ADDED);
    const old = new Date("2024-01-01T00:00:00Z");
    expect(termsToAccept(current, { signupDate: old, acceptedVersion: null })).toBe(SEED_ADDED);
    expect(termsToAccept(current, { signupDate: old, acceptedVersion: at(0) })).toBe(SEED_ADDED);
    expect(termsToAccept(current, { signupDate: old, acceptedVersion: current })).toBeNull();
    expect(termsToAccept(current, { signupDate: current, acceptedVersion: null })).toBeNull();
    expect(
      termsToAccept(current, { signupDate: old, acceptedVersion: new Date(current.getTime() - 1) }),
    ).toBe(SEED_ADDED);
  });
});

async function me(cookie: string) {
  const response = await app.inject({ method: "GET", url: "/api/user.php", headers: { cookie } });
  return response.json().user;
}

function accept(cookie: string, version: unknown) {
  return app.inject({
    method: "POST",
    url: "/api/terms.php",
    headers: { ...CLIENT, cookie, "x-forwarded-for": "203.0.113.9" },
    payload: { version },
  });
}

describe("accepting the terms", () => {
  it("records the current version with the address and language at signup, and asks nothing then", async () => {
    const { user, cookie } = await signUpOk(app, { language: "fr" });
    expect(user.terms_to_accept).toBeNull();
    expect((await me(cookie)).terms_to_accept).toBeNull();
    const rows = await app.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: "fr", version: new Date(SEED_ADDED) });
    expect(rows[0]?.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.specialCategoryConsentAt).toBeInstanceOf(Date);
  });

  it("refuses a signup without the consent to special-category data, on that field", async () => {
    for (const consent of [undefined, false]) {
      const { response } = await signUp(app, { special_category_consent: consent });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({
        path: "body.special_category_consent",
        code: "consent_required",
      });
    }
    const { response } = await signUp(app, { special_category_consent: "yes" });
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(response.json().issues.map((i: { path: string }) => i.path)).toContain(
      "body.special_category_consent",
    );
  });

  it("asks again once a change is published after the accepted version, and accepting clears it", async () => {
    const { user, cookie } = await signUpOk(app);
    const changed = new Date(Date.now() + 60_000);
    await app.db.update(companies).set({ termsChangedAt: changed });
    expect((await me(cookie)).terms_to_accept).toBe(changed.toISOString());

    const answer = await accept(cookie, changed.toISOString());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user.terms_to_accept).toBeNull();
    expect((await me(cookie)).terms_to_accept).toBeNull();
    const rows = await app.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
    expect(rows.map((row) => row.version.toISOString()).sort()).toEqual([SEED_ADDED, changed.toISOString()]);
    expect(rows.find((row) => row.version.getTime() === changed.getTime())?.ip).toBe("203.0.113.9");
  });

  it("does not ask when the change is not later than the accepted version", async () => {
    const { cookie } = await signUpOk(app);
    await app.db.update(companies).set({ termsChangedAt: new Date("2024-01-01T00:00:00Z") });
    expect((await me(cookie)).terms_to_accept).toBeNull();
  });

  it("refuses an old, a future or a malformed version, and a visitor", async () => {
    const { cookie } = await signUpOk(app);
    const changed = new Date(Date.now() + 60_000);
    await app.db.update(companies).set({ termsChangedAt: changed });
    for (const version of [SEED_ADDED, new Date(changed.getTime() + 1).toISOString(), "soon", ""]) {
      const answer = await accept(cookie, version);
      expect(answer.statusCode, version).toBe(400);
      expect(answer.json().issues).toContainEqual({ path: "body.version", code: "terms_version_outdated" });
    }
    for (const version of [42, null, "x".repeat(41)]) {
      expect((await accept(cookie, version)).json().code).toBe("VALIDATION_FAILED");
    }
    expect((await me(cookie)).terms_to_accept).toBe(changed.toISOString());
    const visitor = await app.inject({
      method: "POST",
      url: "/api/terms.php",
      headers: { ...CLIENT, "x-forwarded-for": nextIp() },
      payload: { version: changed.toISOString() },
    });
    expect(visitor.statusCode).toBe(403);
  });
});
