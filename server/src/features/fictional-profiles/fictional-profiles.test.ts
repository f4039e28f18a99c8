/**
 * The back office's fictional profiles through the real routes: the list, create and edit with the field
 * rules' exact codes, bad and huge input, photos re-encoded and approved, the audit lines, the roles, and
 * the site limit that search and profile pages obey on other sites (decision 036).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  FictionalListResponseSchema,
  type FictionalProfile,
  FictionalProfileResponseSchema,
  FictionalSitesResponseSchema,
} from "@amora/contract/admin-fictional";
import { utcDay } from "@amora/contract/field-rules";
import { fieldCases, TABLE_MIN_AGE } from "@amora/contract/field-rules.table";
import { SearchResponseSchema } from "@amora/contract/search";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, profiles, sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { insertProfile } from "../../test/profile-rows.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { callAs, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { invalidateSites } from "../sites/sites.service.ts";
import { auditLines, makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import {
  adminCookie,
  createOk,
  FICTIONAL_API,
  jpeg,
  uploadPhoto,
  validInput,
} from "./fictional-test-helpers.ts";

let app: FastifyInstance;
let cookie: string;
let siteIds: Record<string, number>;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  await app.db.update(sites).set({ minAge: TABLE_MIN_AGE }).where(eq(sites.domain, "amora.test"));
  cookie = await adminCookie(app);
  const response = await staffCall(app, "GET", `${FICTIONAL_API}/sites`, { cookie });
  siteIds = Object.fromEntries(
    FictionalSitesResponseSchema.parse(response.json()).sites.map((s) => [s.domain, s.id]),
  );
});
afterAll(() => app.close());

/** Someone who turns `years` today (`days` later: not yet). */
function bornAgo(years: number, days = 0): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const create = (payload: unknown) => staffCall(app, "POST", FICTIONAL_API, { cookie, payload });
const issuesOf = (response: { json(): unknown }) =>
  (response.json() as { issues?: { path: string; code: string }[] }).issues ?? [];

describe("creating and editing a fictional profile", () => {
  it("creates one with every field, and reads it back", async () => {
    const input = validInput({
      name: "Émilie-2",
      interests: ["kissing", "hugging"],
      hair_colour: "blonde",
      eye_colour: "green",
      body_type: "slim",
      relationship_status: "single",
      cam: true,
      invisible: true,
      site_ids: [siteIds["liefdesdate.test"] ?? 0],
    });
    const created = await createOk(app, cookie, input);
    expect(created).toMatchObject({ ...input, site_ids: [siteIds["liefdesdate.test"]], photos: [] });
    const read = await staffCall(app, "GET", `${FICTIONAL_API}/${created.id}`, { cookie });
    expect(FictionalProfileResponseSchema.parse(read.json()).profile).toEqual(created);
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({
      action: "fictional.create",
      targetType: "profile",
      targetId: String(created.id),
    });
    expect((line?.after as FictionalProfile | undefined)?.name).toBe("Émilie-2");
  });

  it("answers the members' field rules with their exact codes", async () => {
    const response = await create(
      validInput({
        name: "A",
        date_of_birth: bornAgo(18, 1),
        region: "VLG",
        city: "<b>Haarlem</b>",
        fictional: false,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(issuesOf(response)).toEqual([
      { path: "body.name", code: "username_invalid" },
      { path: "body.date_of_birth", code: "too_young" },
      { path: "body.region", code: "region_invalid" },
      { path: "body.city", code: "city_invalid" },
      { path: "body.fictional", code: "required" },
    ]);
    expect(issuesOf(await create(validInput({ name: "" })))).toEqual([
      { path: "body.name", code: "required" },
    ]);
    expect(issuesOf(await create(validInput({ name: "@anna" })))).toEqual([
      { path: "body.name", code: "username_starts_with_at" },
    ]);
    expect(issuesOf(await create(validInput({ date_of_birth: "1990-02-30" })))).toEqual([
      { path: "body.date_of_birth", code: "date_of_birth_invalid" },
    ]);
    expect(issuesOf(await create(validInput({ date_of_birth: bornAgo(121) })))).toEqual([
      { path: "body.date_of_birth", code: "date_of_birth_invalid" },
    ]);
    // Turning 18 today is old enough.
    expect((await create(validInput({ date_of_birth: bornAgo(18) }))).statusCode).toBe(200);
  });

  it("refuses sites that do not serve the country, or do not exist", async () => {
    const french = siteIds["amoursecret.test"] ?? 0;
    expect(issuesOf(await create(validInput({ site_ids: [french] })))).toEqual([
      { path: "body.site_ids", code: "country_not_served" },
    ]);
    expect(issuesOf(await create(validInput({ site_ids: [999_999] })))).toEqual([
      { path: "body.site_ids", code: "site_unknown" },
    ]);
  });

  it("refuses wrong types, missing fields and huge values as the request's shape", async () => {
    const bad: unknown[] = [
      { junk: [1, 2] },
      { ...validInput(), name: 42 },
      { ...validInput(), gender: "other" },
      { ...validInput(), name: "a".repeat(51) },
      { ...validInput(), about: "x".repeat(2_001) },
      { ...validInput(), height_cm: 231 },
      { ...validInput(), height_cm: 119 },
      { ...validInput(), site_ids: [] },
      { ...validInput(), site_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ...validInput(), site_ids: [2_147_483_648] },
      { ...validInput(), interests: ["kissing", "kissing"] },
      { ...validInput(), country: "XX" },
      (({ status: _status, ...rest }) => rest)(validInput()),
    ];
    for (const payload of bad) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("edits a profile whole, with the audit line's before and after", async () => {
    const created = await createOk(app, cookie);
    const response = await staffCall(app, "PUT", `${FICTIONAL_API}/${created.id}`, {
      cookie,
      payload: validInput({ name: "Sanne Renamed", status: "disabled", resell: true }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile).toMatchObject({
      name: "Sanne Renamed",
      status: "disabled",
      resell: true,
    });
    const [line] = await auditLines(app, 1);
    expect(line?.action).toBe("fictional.update");
    expect((line?.before as FictionalProfile | undefined)?.name).toBe("Sanne");
    expect((line?.after as FictionalProfile | undefined)?.name).toBe("Sanne Renamed");
    expect(
      issuesOf(
        await staffCall(app, "PUT", `${FICTIONAL_API}/${created.id}`, {
          cookie,
          payload: validInput({ city: "" }),
        }),
      ),
    ).toEqual([{ path: "body.city", code: "required" }]);
  });

  it("never reads or edits a member's profile, nor an id that does not exist", async () => {
    const member = await insertProfile(app.db, { name: "Lid" });
    for (const id of [member, 2_000_000_000]) {
      expect((await staffCall(app, "GET", `${FICTIONAL_API}/${id}`, { cookie })).statusCode).toBe(404);
      const put = await staffCall(app, "PUT", `${FICTIONAL_API}/${id}`, { cookie, payload: validInput() });
      expect(put.statusCode).toBe(404);
      expect((await uploadPhoto(app, cookie, id, await jpeg())).statusCode).toBe(404);
    }
    const [row] = await app.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, member));
    expect(row?.name).toBe("Lid");
    expect((await staffCall(app, "GET", `${FICTIONAL_API}/0`, { cookie })).statusCode).toBe(400);
    expect((await staffCall(app, "GET", `${FICTIONAL_API}/abc`, { cookie })).statusCode).toBe(400);
  });

  it("is for admins only", async () => {
    for (const role of ["moderator", "operator", "support", "finance"] as const) {
      const other = await staffSession(app, (await makeStaff(app, [role])).id);
      expect((await staffCall(app, "GET", FICTIONAL_API, { cookie: other })).statusCode, role).toBe(403);
      expect(
        (await staffCall(app, "POST", FICTIONAL_API, { cookie: other, payload: validInput() })).statusCode,
      ).toBe(403);
    }
    const { cookie: member } = await signUpOk(app);
    expect((await callAs(app, "GET", FICTIONAL_API, { cookie: member })).statusCode).toBe(401);
  });
});

describe("the shared table of field values (contract/field-rules.table.ts)", () => {
  // The fields a fictional profile has; it has no e-mail address for a name to equal.
  const cases = fieldCases(utcDay(new Date())).filter(
    (test) => ["name", "date_of_birth", "city"].includes(test.field) && test.issue !== "username_is_email",
  );

  it.each(cases.map((test) => [`${test.field}: ${test.about}`, test] as const))("%s", async (_, test) => {
    // A region the country lacks, so a good value is never saved: the answer names only the bad one. The
    // table's minimum age is the default site's, to which the profile is limited.
    const response = await create({
      ...validInput({ region: "XX", site_ids: [siteIds["amora.test"] ?? 0] }),
      [test.field]: test.value,
    });
    expect(response.statusCode).toBe(400);
    const code = issuesOf(response).find((issue) => issue.path === `body.${test.field}`)?.code ?? null;
    expect(code !== null, response.body).toBe(test.issue !== null);
    if (!test.shape) {
      expect(code).toBe(test.issue);
      expect(issuesOf(response)).toContainEqual({ path: "body.region", code: "region_invalid" });
    }
  });
});

describe("the list", () => {
  it("is searchable by name, id and city, filtered by kind, country and status, sorted and paged", async () => {
    const cam = await createOk(
      app,
      cookie,
      validInput({ name: "Zoeklijst", cam: true, fictional: false, city: "Zwolle", region: "OV" }),
    );
    const resell = await createOk(
      app,
      cookie,
      validInput({ name: "Verkoop", resell: true, fictional: false, status: "disabled" }),
    );
    const list = async (query: string) => {
      const response = await staffCall(app, "GET", `${FICTIONAL_API}?${query}`, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      return FictionalListResponseSchema.parse(response.json());
    };
    expect((await list("q=zoeklijst")).items.map((i) => i.id)).toEqual([cam.id]);
    expect((await list("q=zwolle")).items.map((i) => i.id)).toEqual([cam.id]);
    expect((await list(`q=${resell.id}`)).items.map((i) => i.id)).toEqual([resell.id]);
    expect((await list("kind=cam")).items.every((i) => i.cam)).toBe(true);
    expect((await list("status=disabled")).items.map((i) => i.id)).toContain(resell.id);
    expect((await list("status=disabled")).items.every((i) => i.status === "disabled")).toBe(true);
    expect((await list("country=FR")).total).toBe(0);
    const byName = await list("sort=name&order=asc");
    expect(byName.items.map((i) => i.name)).toEqual(
      [...byName.items.map((i) => i.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    // Members' profiles are not listed.
    await insertProfile(app.db, { name: "Gewoonlid" });
    expect((await list("q=Gewoonlid")).total).toBe(0);
    expect(byName.page_size).toBe(25);
    for (const junk of [
      "page=-1",
      "page=10001",
      "kind=member",
      "sort=email",
      "country=XX",
      `q=${"x".repeat(101)}`,
    ]) {
      expect((await staffCall(app, "GET", `${FICTIONAL_API}?${junk}`, { cookie })).statusCode, junk).toBe(
        400,
      );
    }
  });
});

describe("photos", () => {
  const stored = (path: string) => join(app.config.mediaDir, path);

  it("re-encodes an upload into three WebP sizes, approved, the first one main", async () => {
    const created = await createOk(app, cookie);
    const response = await uploadPhoto(app, cookie, created.id, await jpeg(4000, 3000));
    expect(response.statusCode, response.body).toBe(200);
    const profile = FictionalProfileResponseSchema.parse(response.json()).profile;
    const [photo] = profile.photos;
    expect(profile.main_photo_id).toBe(photo?.id);
    for (const path of [photo?.filename, photo?.match, photo?.thumb_filename]) {
      const meta = await sharp(await readFile(stored(path ?? ""))).metadata();
      expect(meta.format, path).toBe("webp");
      expect(Math.max(meta.width, meta.height), path).toBeLessThanOrEqual(1600);
    }
    const [row] = await app.db
      .select()
      .from(photos)
      .where(eq(photos.id, photo?.id ?? 0));
    expect(row?.moderation).toBe("approved");
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "fictional.photo_add", targetId: String(created.id) });
  });

  it("refuses what is not an image", async () => {
    const created = await createOk(app, cookie);
    const response = await uploadPhoto(app, cookie, created.id, Buffer.from("not an image at all"));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("PHOTO_NOT_AN_IMAGE");
  });

  it("sets the main photo, reorders and deletes, only the profile's own photos", async () => {
    const created = await createOk(app, cookie);
    const other = await createOk(app, cookie);
    await uploadPhoto(app, cookie, created.id, await jpeg());
    const two = FictionalProfileResponseSchema.parse(
      (await uploadPhoto(app, cookie, created.id, await jpeg(600, 600))).json(),
    ).profile;
    const foreign = FictionalProfileResponseSchema.parse(
      (await uploadPhoto(app, cookie, other.id, await jpeg())).json(),
    ).profile.photos[0]?.id;
    const [first, second] = two.photos.map((p) => p.id);
    const main = await staffCall(app, "PUT", `${FICTIONAL_API}/${created.id}/photos/${second}/main`, {
      cookie,
    });
    expect(main.json().profile.main_photo_id).toBe(second);
    expect(
      (await staffCall(app, "PUT", `${FICTIONAL_API}/${created.id}/photos/${foreign}/main`, { cookie }))
        .statusCode,
    ).toBe(404);
    const order = await staffCall(app, "PUT", `${FICTIONAL_API}/${created.id}/photos/order`, {
      cookie,
      payload: { photo_ids: [second, first] },
    });
    expect(order.json().profile.photos.map((p: { id: number }) => p.id)).toEqual([second, first]);
    for (const photo_ids of [[first], [first, foreign], [first, first], [second, first, foreign]]) {
      const refused = await staffCall(app, "PUT", `${FICTIONAL_API}/${created.id}/photos/order`, {
        cookie,
        payload: { photo_ids },
      });
      expect(refused.statusCode, JSON.stringify(photo_ids)).toBe(400);
    }
    expect(
      (await staffCall(app, "DELETE", `${FICTIONAL_API}/${created.id}/photos/${foreign}`, { cookie }))
        .statusCode,
    ).toBe(404);
    const deleted = await staffCall(app, "DELETE", `${FICTIONAL_API}/${created.id}/photos/${second}`, {
      cookie,
    });
    expect(deleted.json().profile).toMatchObject({ main_photo_id: first, photos: [{ id: first }] });
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "fictional.photo_delete", before: { photo_id: second } });
  });
});

describe("the sites that show a profile", () => {
  async function searchNames(host: string, memberCookie: string) {
    const response = await app.inject({
      method: "GET",
      url: "/api/members.php?country=NL&gender=female",
      headers: { host, cookie: memberCookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return SearchResponseSchema.parse(response.json()).profiles.map((p) => p.name);
  }
  const page = (host: string, id: number, memberCookie?: string) =>
    app.inject({
      method: "GET",
      url: `/api/profile.php?id=${id}`,
      headers: { host, ...(memberCookie ? { cookie: memberCookie } : {}) },
    });

  it("hides a profile limited to one site from the others' search and profile page, until it is opened again", async () => {
    const dutch = siteIds["liefdesdate.test"] ?? 0;
    const limited = await createOk(app, cookie, validInput({ name: "Alleenhier", site_ids: [dutch] }));
    const everywhere = await createOk(app, cookie, validInput({ name: "Overal" }));
    // The Dutch site takes signups from a traffic source only: open it for this member.
    await app.db.update(sites).set({ signups: "all" }).where(eq(sites.id, dutch));
    await invalidateSites(app.invalidations);
    const onAmora = (await signUpOk(app, { country: "NL", region: "NH", city: "Haarlem" })).cookie;
    const onDutch = (
      await signUpOk(app, { country: "NL", region: "NH", city: "Haarlem" }, "liefdesdate.test")
    ).cookie;

    expect(await searchNames("liefdesdate.test", onDutch)).toEqual(
      expect.arrayContaining(["Alleenhier", "Overal"]),
    );
    const amora = await searchNames("amora.test", onAmora);
    expect(amora).toContain("Overal");
    expect(amora).not.toContain("Alleenhier");
    expect((await page("liefdesdate.test", limited.id, onDutch)).statusCode).toBe(200);
    expect((await page("amora.test", limited.id, onAmora)).statusCode).toBe(404);
    expect((await page("amora.test", limited.id)).statusCode).toBe(404);
    expect((await page("amora.test", everywhere.id)).statusCode).toBe(200);

    // Nor the featured teaser nor the match finder (both need a photo or a fitting age: they have them).
    for (const profile of [limited, everywhere]) await uploadPhoto(app, cookie, profile.id, await jpeg());
    const featured = async (host: string) => {
      const response = await app.inject({
        method: "GET",
        url: "/api/featured.php?limit=24",
        headers: { host },
      });
      return (response.json() as { profiles: { name: string }[] }).profiles.map((p) => p.name);
    };
    expect(await featured("liefdesdate.test")).toEqual(expect.arrayContaining(["Alleenhier", "Overal"]));
    expect(await featured("amora.test")).toContain("Overal");
    expect(await featured("amora.test")).not.toContain("Alleenhier");
    const finder = await app.inject({
      method: "GET",
      url: "/api/match-finder.php",
      headers: { host: "amora.test", cookie: onAmora },
    });
    const suggested = (finder.json() as { profiles: { name: string }[] }).profiles.map((p) => p.name);
    expect(suggested).toContain("Overal");
    expect(suggested).not.toContain("Alleenhier");

    // Every site again: the caches hear of it at once.
    const reopened = await staffCall(app, "PUT", `${FICTIONAL_API}/${limited.id}`, {
      cookie,
      payload: validInput({ name: "Alleenhier", site_ids: null }),
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await searchNames("amora.test", onAmora)).toContain("Alleenhier");
    expect((await page("amora.test", limited.id)).statusCode).toBe(200);
  });
});
