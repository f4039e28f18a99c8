/**
 * The landers' A/B variants (issue 16): weighted and sticky assignment (the `lv` cookie only with consent, a
 * hash of the visitor otherwise), the boot data and visit counts per variant, the bounce beacon, the signup's
 * lander and variant, and the back office's editor.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BOOT_DATA_ELEMENT_ID } from "@amora/contract/boot-data";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, landerBounces, landerVariants, landerVisits, sites, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { parseVariantCookie, pickVariant, visitorPoint } from "./lander-variants.service.ts";

const INDEX = `<!doctype html><html lang="en"><head><title>Amora</title></head><body><div id="root"></div></body></html>`;
const UA = "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0";

let app: FastifyInstance;
let siteId: number;
let otherSiteId: number;
let admin: string;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  app = await buildTestApp({ seed: seedSites, config: { webDist } });
  const all = await app.db.select().from(sites);
  siteId = all.find((s) => s.domain === "amora.test")?.id as number;
  otherSiteId = all.find((s) => s.domain === "amoursecret.test")?.id as number;
  await app.db.insert(landerVariants).values([
    { siteId, lander: "gallery", variant: "a", weight: 50, headline: { en: "Meet them tonight" } },
    { siteId, lander: "gallery", variant: "b", weight: 50, headline: { fr: "Rencontrez-les ce soir" } },
    { siteId, lander: "video", variant: "a", weight: 100 },
    { siteId, lander: "video", variant: "paused", weight: 0 },
  ]);
  admin = await staffSession(app, (await makeStaff(app, ["admin"])).id);
});
afterAll(() => app.close());

interface Visit {
  status: number;
  boot: { lander?: { lander: string; variant: string; headline: string | null; bounceLogging: boolean } };
  setCookie: string | undefined;
}

async function visit(url: string, headers: Record<string, string> = {}): Promise<Visit> {
  const response = await app.inject({
    method: "GET",
    url,
    headers: { host: "amora.test", "user-agent": UA, "x-forwarded-for": "203.0.113.7", ...headers },
  });
  const json = new RegExp(`id="${BOOT_DATA_ELEMENT_ID}">(.*)</script>`).exec(response.body)?.[1] ?? "{}";
  const cookies = [response.headers["set-cookie"] ?? []].flat();
  return {
    status: response.statusCode,
    boot: JSON.parse(json),
    setCookie: cookies.find((c) => c.startsWith("lv=")),
  };
}

describe("picking a variant", () => {
  it("gives each live variant a share near its weight, and paused ones none", () => {
    const rows = [
      { variant: "a", weight: 70 },
      { variant: "b", weight: 30 },
      { variant: "c", weight: 0 },
    ];
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 10_000; i += 1) {
      const variant = pickVariant(rows, visitorPoint(`10.0.${i >> 8}.${i & 255}`, UA, 1, "gallery"));
      counts[variant] = (counts[variant] ?? 0) + 1;
    }
    expect(counts.c).toBe(0);
    expect(Math.abs((counts.a ?? 0) / 10_000 - 0.7)).toBeLessThan(0.03);
    expect(Math.abs((counts.b ?? 0) / 10_000 - 0.3)).toBeLessThan(0.03);
  });

  it("gives 'a' to a lander without variants, and the first to one whose variants are all paused", () => {
    expect(pickVariant([], 0.5)).toBe("a");
    expect(pickVariant([{ variant: "x", weight: 0 }], 0.5)).toBe("x");
  });

  it("reads only well-formed pairs of the lv cookie", () => {
    expect(parseVariantCookie("gallery:b.video:a.bad.x:Y!.:z")).toEqual({ gallery: "b", video: "a" });
    expect(parseVariantCookie(undefined)).toEqual({});
  });
});

describe("a lander page", () => {
  it("carries the visit's variant in the boot data, the same on every reload, storing nothing", async () => {
    const first = await visit("/landers/gallery/milf?network=x");
    expect(first.status).toBe(200);
    expect(first.boot.lander?.lander).toBe("gallery");
    expect(["a", "b"]).toContain(first.boot.lander?.variant);
    expect(first.boot.lander?.bounceLogging).toBe(false);
    expect(first.setCookie).toBeUndefined();
    for (let i = 0; i < 3; i += 1) {
      expect((await visit("/landers/gallery/milf")).boot.lander?.variant).toBe(first.boot.lander?.variant);
    }
    // Consent "necessary": still no cookie.
    expect((await visit("/landers/gallery", { cookie: "consent=necessary" })).setCookie).toBeUndefined();
  });

  it("gives the headline in the page's language, else the site's, else null", async () => {
    const headlines = new Set<string | null>();
    for (let i = 0; i < 40; i += 1) {
      const { boot } = await visit("/landers/gallery", { "user-agent": `${UA} ${i}` });
      headlines.add(`${boot.lander?.variant}:${boot.lander?.headline}`);
    }
    // amora.test is English: b has only a French headline, so none.
    expect([...headlines].sort()).toEqual(["a:Meet them tonight", "b:null"]);
    const french = new Set<string | null>();
    for (let i = 0; i < 40; i += 1) {
      const { boot } = await visit("/landers/gallery", { "user-agent": `${UA} ${i}`, cookie: "lang=fr" });
      french.add(`${boot.lander?.variant}:${boot.lander?.headline}`);
    }
    // French page: b's own; a has no French one, so the site's language (English).
    expect([...french].sort()).toEqual(["a:Meet them tonight", "b:Rencontrez-les ce soir"]);
  });

  it("keeps the variant in the lv cookie with consent, and honours it only with consent", async () => {
    const given = await visit("/landers/gallery", { cookie: "consent=all" });
    expect(given.setCookie).toMatch(/^lv=gallery:[ab]; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);
    const mine = given.boot.lander?.variant as string;
    const other = mine === "a" ? "b" : "a";
    const kept = await visit("/landers/gallery", { cookie: `consent=all; lv=gallery:${other}` });
    expect(kept.boot.lander?.variant).toBe(other);
    expect(kept.setCookie).toBeUndefined();
    // Without consent the cookie is not read: the hash decides.
    expect((await visit("/landers/gallery", { cookie: `lv=gallery:${other}` })).boot.lander?.variant).toBe(
      mine,
    );
    // A cookie for another lander is kept beside the new one.
    const both = await visit("/landers/video", { cookie: `consent=all; lv=gallery:${other}` });
    expect(both.setCookie).toMatch(new RegExp(`^lv=gallery:${other}\\.video:a;`));
  });

  it("keeps a paused variant for those who have it, and picks again for a removed one", async () => {
    for (let i = 0; i < 20; i += 1) {
      const { boot } = await visit("/landers/video", { "user-agent": `${UA} ${i}` });
      expect(boot.lander?.variant).toBe("a");
    }
    expect(
      (await visit("/landers/video", { cookie: "consent=all; lv=video:paused" })).boot.lander?.variant,
    ).toBe("paused");
    const removed = await visit("/landers/video", { cookie: "consent=all; lv=video:gone" });
    expect(removed.boot.lander?.variant).toBe("a");
    expect(removed.setCookie).toMatch(/^lv=video:a;/);
  });

  it("gives 'a' on a lander without variants, asks for bounce logging with lb, and nothing elsewhere", async () => {
    const { boot } = await visit("/landers/tinderswipe?lb=1");
    expect(boot.lander).toEqual({ lander: "tinderswipe", variant: "a", headline: null, bounceLogging: true });
    expect((await visit("/")).boot.lander).toBeUndefined();
    expect((await visit("/landers/nope")).boot.lander).toBeUndefined();
  });

  it("counts the visits per variant", async () => {
    await app.figureCounters.flush();
    const day = new Date().toISOString().slice(0, 10);
    await app.db.delete(landerVisits);
    await visit("/landers/video", { cookie: "consent=all; lv=video:paused" });
    await visit("/landers/video", { cookie: "consent=all; lv=video:paused" });
    await visit("/landers/video");
    await app.figureCounters.flush();
    const rows = await app.db
      .select({ variant: landerVisits.variant, visits: landerVisits.visits })
      .from(landerVisits)
      .where(
        and(eq(landerVisits.siteId, siteId), eq(landerVisits.day, day), eq(landerVisits.lander, "video")),
      );
    expect(rows.sort((x, y) => x.variant.localeCompare(y.variant))).toEqual([
      { variant: "a", visits: 1 },
      { variant: "paused", visits: 2 },
    ]);
  });
});

describe("POST /api/lander-bounce.php", () => {
  const beacon = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/lander-bounce.php",
      headers: { host: "amora.test", "content-type": "text/plain;charset=UTF-8", ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it("stores a bounce sent as sendBeacon sends it, with the seconds clamped", async () => {
    await app.db.delete(landerBounces);
    expect((await beacon({ lander: "gallery", variant: "b", slug: "milf", seconds: 12.4 })).statusCode).toBe(
      204,
    );
    expect((await beacon({ lander: "gallery", variant: "a", seconds: 1e12 })).statusCode).toBe(204);
    expect((await beacon({ lander: "tinderswipe", variant: "a", seconds: -5 })).statusCode).toBe(204);
    const rows = await app.db
      .select({
        site: landerBounces.siteId,
        lander: landerBounces.lander,
        variant: landerBounces.variant,
        slug: landerBounces.slug,
        seconds: landerBounces.seconds,
      })
      .from(landerBounces)
      .orderBy(landerBounces.id);
    expect(rows).toEqual([
      { site: siteId, lander: "gallery", variant: "b", slug: "milf", seconds: 12 },
      { site: siteId, lander: "gallery", variant: "a", slug: null, seconds: 86_400 },
      { site: siteId, lander: "tinderswipe", variant: "a", slug: null, seconds: 0 },
    ]);
  });

  it("refuses unknown landers and variants, bad bodies and cross-site calls", async () => {
    expect((await beacon({ lander: "gallery", variant: "zz", seconds: 1 })).statusCode).toBe(404);
    expect((await beacon({ lander: "video", variant: "b", seconds: 1 })).statusCode).toBe(404);
    // Another site has no variant b of gallery.
    expect(
      (await beacon({ lander: "gallery", variant: "b", seconds: 1 }, { host: "amoursecret.test" }))
        .statusCode,
    ).toBe(404);
    expect((await beacon({ lander: "nope", variant: "a", seconds: 1 })).statusCode).toBe(400);
    expect((await beacon({ lander: "gallery", variant: "a", seconds: "1" })).statusCode).toBe(400);
    expect((await beacon({ lander: "gallery", variant: "a" })).statusCode).toBe(400);
    expect((await beacon("not json")).statusCode).toBe(400);
    expect(
      (await beacon({ lander: "gallery", variant: "a", seconds: 1, slug: "x".repeat(600) })).statusCode,
    ).toBe(413);
    expect(
      (await beacon({ lander: "gallery", variant: "a", seconds: 1 }, { "sec-fetch-site": "cross-site" }))
        .statusCode,
    ).toBe(403);
    const count = await app.db.select().from(landerBounces).where(eq(landerBounces.siteId, otherSiteId));
    expect(count).toEqual([]);
  });
});

describe("the signup", () => {
  it("stores the lander and variant with the other tracking values", async () => {
    const { user } = await signUpOk(app, {
      tracking: { network: "x", sub1: "y", lander: "gallery", variant: "b" },
    });
    const [row] = await app.db.select({ tracking: users.tracking }).from(users).where(eq(users.id, user.id));
    expect(row?.tracking).toEqual({ network: "x", sub1: "y", lander: "gallery", variant: "b" });
  });

  it("refuses values that are too long", async () => {
    const { signUp } = await import("../accounts/accounts-test-helpers.ts");
    const { response } = await signUp(app, { tracking: { lander: "x".repeat(41) } });
    expect(response.statusCode).toBe(400);
  });
});

describe("the variants editor", () => {
  it("adds, changes, lists and removes a site's variants, each change audited", async () => {
    const cookie = admin;
    const made = await staffCall(app, "POST", `/api/admin/sites/${otherSiteId}/lander-variants`, {
      cookie,
      payload: { lander: "maplanding", variant: "b", weight: 20, headline: { en: "Hi", fr: "" } },
    });
    expect(made.statusCode).toBe(200);
    const variant = made.json();
    expect(variant).toMatchObject({ lander: "maplanding", variant: "b", weight: 20, headline: { en: "Hi" } });
    const twice = await staffCall(app, "POST", `/api/admin/sites/${otherSiteId}/lander-variants`, {
      cookie,
      payload: { lander: "maplanding", variant: "b", weight: 20, headline: {} },
    });
    expect(twice.statusCode).toBe(400);
    const changed = await staffCall(app, "PUT", `/api/admin/lander-variants/${variant.id}`, {
      cookie,
      payload: { weight: 0, headline: { fr: "Salut" } },
    });
    expect(changed.json()).toMatchObject({ weight: 0, headline: { fr: "Salut" } });
    const list = (
      await staffCall(app, "GET", `/api/admin/sites/${otherSiteId}/lander-variants`, { cookie })
    ).json();
    expect(list.variants.map((v: { variant: string }) => v.variant)).toEqual(["b"]);
    const removed = await staffCall(app, "DELETE", `/api/admin/lander-variants/${variant.id}`, { cookie });
    expect(removed.json()).toEqual({ variants: [] });
    expect(
      (await staffCall(app, "DELETE", `/api/admin/lander-variants/${variant.id}`, { cookie })).statusCode,
    ).toBe(404);
    const audited = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(variant.id)));
    expect(audited.map((a) => a.action).sort()).toEqual([
      "lander_variant.create",
      "lander_variant.delete",
      "lander_variant.update",
    ]);
  });

  it("refuses bad input and other roles", async () => {
    const post = (payload: unknown, cookie = admin, site = siteId) =>
      staffCall(app, "POST", `/api/admin/sites/${site}/lander-variants`, { cookie, payload });
    expect((await post({ lander: "video", variant: "B C", weight: 1, headline: {} })).statusCode).toBe(400);
    expect((await post({ lander: "video", variant: "c", weight: 101, headline: {} })).statusCode).toBe(400);
    expect((await post({ lander: "nope", variant: "c", weight: 1, headline: {} })).statusCode).toBe(400);
    expect(
      (await post({ lander: "video", variant: "c", weight: 1, headline: {} }, admin, 999_999)).statusCode,
    ).toBe(404);
    const support = await staffSession(app, (await makeStaff(app, ["support"])).id);
    expect((await post({ lander: "video", variant: "c", weight: 1, headline: {} }, support)).statusCode).toBe(
      403,
    );
  });
});
