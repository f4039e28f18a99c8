/**
 * POST /api/real-person.php: the honest answer from a profile's flags, in the words of the site's
 * `fictional_warning`; each question logged; only for a profile the asker may see on the site.
 */
import { REAL_PERSON_RATE_LIMIT } from "@amora/contract/real-person";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { profileSites, profiles, realPersonQuestions, sites, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { insertProfile } from "../../test/profile-rows.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, callAs, nextIp, signUpOk } from "../accounts/accounts-test-helpers.ts";

const AMORA_WARNING =
  "Profiles marked ✱ are fictional: they are run by our team for entertainment, and you cannot meet them in person.";
/** Liefdesdate's own warning is Dutch; with no Dutch interface yet its visitors read the English one (decision 056). */
/** The Dutch site's own notice: a visitor without a language reads the site's, Dutch (issue 18). */
const LIEFDESDATE_WARNING =
  "Profielen met ✱ zijn fictief: ze worden door ons team beheerd en je kunt ze niet in het echt ontmoeten.";
const LIEFDESDATE_WARNING_FR =
  "Les profils marqués ✱ sont fictifs : ils sont gérés par notre équipe et vous ne pouvez pas les rencontrer en vrai.";
const AMORA_WARNING_FR =
  "Les profils marqués ✱ sont fictifs : ils sont animés par notre équipe pour le divertissement et vous ne pouvez pas les rencontrer en personne.";

let app: FastifyInstance;
const ids = {
  member: 0,
  fictional: 0,
  cam: 0,
  resell: 0,
  fictionalCam: 0,
  disabled: 0,
  invisible: 0,
  frenchOnly: 0,
};

async function siteId(db: Db, domain: string): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain));
  if (!row) throw new Error(`no site ${domain}`);
  return row.id;
}

beforeAll(async () => {
  app = await buildTestApp({
    config: { trustProxy: true },
    seed: async (db) => {
      await seedSites(db);
      ids.member = await insertProfile(db, { name: "Sanne" });
      ids.fictional = await insertProfile(db, { name: "Fiona", isFictional: true });
      ids.cam = await insertProfile(db, { name: "Camille", isCam: true });
      ids.resell = await insertProfile(db, { name: "Rosa", isResell: true });
      ids.fictionalCam = await insertProfile(db, { name: "Both", isFictional: true, isCam: true });
      ids.disabled = await insertProfile(db, { name: "Gone", status: "disabled" });
      ids.invisible = await insertProfile(db, { name: "Away", isInvisible: true });
      // Limited to the French site (decision 036): no page, and no answer, anywhere else.
      ids.frenchOnly = await insertProfile(db, { name: "Elsewhere", isFictional: true });
      await db
        .insert(profileSites)
        .values({ profileId: ids.frenchOnly, siteId: await siteId(db, "amoursecret.test") });
    },
  });
});
afterAll(() => app.close());

function ask(payload: unknown, options: { cookie?: string; host?: string; ip?: string } = {}) {
  return app.inject({
    method: "POST",
    url: "/api/real-person.php",
    headers: {
      ...CLIENT,
      host: options.host ?? "amora.test",
      "x-forwarded-for": options.ip ?? nextIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: payload as object,
  });
}

function questionsAbout(profileId: number) {
  return app.db
    .select({
      siteId: realPersonQuestions.siteId,
      userId: realPersonQuestions.userId,
      kind: realPersonQuestions.kind,
    })
    .from(realPersonQuestions)
    .where(eq(realPersonQuestions.profileId, profileId));
}

describe("the answer", () => {
  it("tells a visitor that a member's profile is a member's own, with no warning, and logs it", async () => {
    const response = await ask({ profile_id: ids.member });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    // Sanne has no account at all (a profile put in by hand): nothing vouches for her address.
    expect(response.json()).toEqual({ kind: "member", name: "Sanne", warning: null, email_confirmed: false });
    expect(await questionsAbout(ids.member)).toEqual([
      { siteId: await siteId(app.db, "amora.test"), userId: null, kind: "member" },
    ]);
  });

  it("tells a member that a fictional, cam or resell profile is one, in the site's fictional_warning", async () => {
    const asker = await signUpOk(app);
    for (const [id, kind, name] of [
      [ids.fictional, "fictional", "Fiona"],
      [ids.cam, "cam", "Camille"],
      [ids.resell, "resell", "Rosa"],
      // Run by the team says more than promoting a cam show.
      [ids.fictionalCam, "fictional", "Both"],
    ] as const) {
      const response = await ask({ profile_id: id }, { cookie: asker.cookie });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ kind, name, warning: AMORA_WARNING, email_confirmed: false });
      expect(await questionsAbout(id)).toEqual([
        { siteId: await siteId(app.db, "amora.test"), userId: asker.user.id, kind },
      ]);
    }
  });

  it("words the warning as the asking site does", async () => {
    const response = await ask({ profile_id: ids.cam }, { host: "liefdesdate.test" });
    expect(response.json()).toEqual({
      kind: "cam",
      name: "Camille",
      warning: LIEFDESDATE_WARNING,
      email_confirmed: false,
    });
    expect(await questionsAbout(ids.cam)).toContainEqual({
      siteId: await siteId(app.db, "liefdesdate.test"),
      userId: null,
      kind: "cam",
    });
  });

  it("words it in the asker's language: the member's own, else the language cookie, else the site's", async () => {
    const warningFor = async (options: Parameters<typeof ask>[1]) =>
      (await ask({ profile_id: ids.fictional }, options)).json().warning;
    expect(await warningFor({ cookie: "lang=fr" })).toBe(AMORA_WARNING_FR);
    expect(await warningFor({ host: "liefdesdate.test", cookie: "lang=fr" })).toBe(LIEFDESDATE_WARNING_FR);
    // A language with no interface, or none at all: the site's default language (English here).
    expect(await warningFor({ cookie: "lang=xx" })).toBe(AMORA_WARNING);

    const member = await signUpOk(app);
    await app.db.update(users).set({ language: "fr" }).where(eq(users.id, member.user.id));
    // The account's language wins over a cookie left from before.
    expect(await warningFor({ cookie: `${member.cookie}; lang=en` })).toBe(AMORA_WARNING_FR);
  });

  it("says a member's e-mail address is confirmed only once it is, and not after the account is deleted", async () => {
    const member = await signUpOk(app, { name: "Fresh" });
    const about = () => ask({ profile_id: member.user.profile.id }).then((response) => response.json());
    expect(await about()).toEqual({ kind: "member", name: "Fresh", warning: null, email_confirmed: false });
    await app.db.update(users).set({ status: "active" }).where(eq(users.id, member.user.id));
    expect(await about()).toEqual({ kind: "member", name: "Fresh", warning: null, email_confirmed: true });
    // A deleted account's profile is disabled too; here only the account goes, to see the rule itself.
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id));
    expect((await about()).email_confirmed).toBe(false);
  });

  it("answers a member about their own profile", async () => {
    const member = await signUpOk(app, { name: "Selfie" });
    const response = await ask({ profile_id: member.user.profile.id }, { cookie: member.cookie });
    expect(response.json()).toMatchObject({ kind: "member", name: "Selfie", warning: null });
  });
});

describe("a profile the asker may not see", () => {
  it("answers 404 as the profile page does, and logs nothing", async () => {
    const member = await signUpOk(app);
    const missing = await ask({ profile_id: 2_147_483_647 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
    for (const [id, host] of [
      [ids.disabled, "amora.test"],
      [ids.invisible, "amora.test"],
      // Limited to the French site.
      [ids.frenchOnly, "amora.test"],
      [ids.frenchOnly, "liefdesdate.test"],
      // A Dutch profile on the French site, whose countries do not include hers (decision 019).
      [ids.member, "amoursecret.test"],
    ] as const) {
      for (const cookie of [undefined, host === "amora.test" ? member.cookie : undefined]) {
        const response = await ask({ profile_id: id }, { host, ...(cookie ? { cookie } : {}) });
        expect(response.statusCode, `${id} on ${host}`).toBe(404);
        expect(response.json()).toEqual(missing.json());
      }
    }
    for (const id of [ids.disabled, ids.invisible, ids.frenchOnly]) {
      expect(await questionsAbout(id)).toEqual([]);
    }
    const french = await siteId(app.db, "amoursecret.test");
    expect((await questionsAbout(ids.member)).filter((row) => row.siteId === french)).toEqual([]);
  });

  it("answers an invisible member only to those they liked, as the profile page does", async () => {
    const hidden = await signUpOk(app);
    const liked = await signUpOk(app);
    await app.db.update(profiles).set({ isInvisible: true }).where(eq(profiles.id, hidden.user.profile.id));
    expect((await ask({ profile_id: hidden.user.profile.id }, { cookie: liked.cookie })).statusCode).toBe(
      404,
    );
    const like = await callAs(app, "POST", "/api/like.php", hidden, {
      profile_id: liked.user.profile.id,
      source: "profile",
    });
    expect(like.statusCode, like.body).toBe(200);
    const response = await ask({ profile_id: hidden.user.profile.id }, { cookie: liked.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().kind).toBe("member");
  });

  it("answers a member blocked by the profile BLOCKED_BY_MEMBER, as the profile page does", async () => {
    const blocker = await signUpOk(app, { name: "Blocker" });
    const blocked = await signUpOk(app);
    const block = await callAs(app, "POST", "/api/block.php", blocker, {
      profile_id: blocked.user.profile.id,
    });
    expect(block.statusCode, block.body).toBe(200);
    const response = await ask({ profile_id: blocker.user.profile.id }, { cookie: blocked.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("BLOCKED_BY_MEMBER");
    expect(await questionsAbout(blocker.user.profile.id)).toEqual([]);
  });
});

describe("bad input", () => {
  it("is refused with VALIDATION_FAILED, never a 500, and logs nothing", async () => {
    const before = (await app.db.select().from(realPersonQuestions)).length;
    for (const payload of [
      { profile_id: String(ids.member) },
      { profile_id: -1 },
      { profile_id: 0 },
      { profile_id: 1.5 },
      { profile_id: 2 ** 40 },
      { profile_id: null },
      { profile_id: [ids.member] },
      {},
      [],
    ]) {
      const response = await ask(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    expect((await app.db.select().from(realPersonQuestions)).length).toBe(before);
  });
});

describe("the rate limit", () => {
  it(`takes ${REAL_PERSON_RATE_LIMIT} questions a minute from one client address`, async () => {
    // A fresh app: its limits count from nothing, whatever the other tests asked.
    const fresh = await buildTestApp({
      config: { trustProxy: true },
      seed: async (db) => {
        await seedSites(db);
        await insertProfile(db);
      },
    });
    try {
      const [profile] = await fresh.db.select({ id: profiles.id }).from(profiles);
      const call = (ip: string) =>
        fresh.inject({
          method: "POST",
          url: "/api/real-person.php",
          headers: { ...CLIENT, host: "amora.test", "x-forwarded-for": ip },
          payload: { profile_id: profile?.id },
        });
      for (let i = 0; i < REAL_PERSON_RATE_LIMIT; i += 1) {
        expect((await call("10.17.2.1")).statusCode).toBe(200);
      }
      const refused = await call("10.17.2.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("RATE_LIMITED");
      expect((await call("10.17.2.2")).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
