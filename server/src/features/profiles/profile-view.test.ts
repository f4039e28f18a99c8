import { ProfileViewResponseSchema } from "@amora/contract/profiles";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, profiles, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { insertProfile } from "../../test/profile-rows.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";

let app: FastifyInstance;
const ids: Record<string, number> = {};

async function addProfile(
  name: string,
  photoCount: number,
  extra: Partial<typeof profiles.$inferInsert> = {},
) {
  const id = await insertProfile(app.db, { name, ...extra });
  const inserted = await app.db
    .insert(photos)
    .values(
      Array.from({ length: photoCount }, (_, i) => ({
        profileId: id,
        position: i,
        filename: `${name}-${i}.webp`,
        thumbFilename: `${name}-${i}-t.webp`,
        matchFilename: `${name}-${i}-m.webp`,
      })),
    )
    .returning({ id: photos.id });
  // The main photo is the third, to show it leads the page whatever its position.
  if (inserted[2])
    await app.db.update(profiles).set({ mainPhotoId: inserted[2].id }).where(eq(profiles.id, id));
  ids[name] = id;
}

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites });
  await addProfile("Sofie", 6);
  await addProfile("Gone", 3, { status: "disabled" });
  await addProfile("Ghost", 3, { isInvisible: true });
});
afterAll(() => app.close());

async function view(id: number, cookie?: string) {
  return app.inject({ method: "GET", url: `/api/profile.php?id=${id}`, headers: cookie ? { cookie } : {} });
}
async function viewOk(id: number, cookie?: string) {
  const response = await view(id, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return ProfileViewResponseSchema.parse(response.json()).profile;
}

describe("GET /api/profile.php: photos by role", () => {
  it("shows visitors the main photo, and tells them to log in for the rest", async () => {
    const profile = await viewOk(ids.Sofie!);
    expect(profile.photos.map((p) => p.filename)).toEqual(["Sofie-2.webp"]);
    expect(profile).toMatchObject({ locked_photos: 5, photos_locked_for: "visitor", blocked_by_me: false });
  });

  it("shows free members three photos with the premium upsell, premium members all", async () => {
    const { cookie, user } = await signUpOk(app);
    const free = await viewOk(ids.Sofie!, cookie);
    expect(free.photos.map((p) => p.filename)).toEqual(["Sofie-2.webp", "Sofie-0.webp", "Sofie-1.webp"]);
    expect(free).toMatchObject({ locked_photos: 3, photos_locked_for: "free_member" });
    await app.db.update(users).set({ paidUser: true }).where(eq(users.id, user.id));
    const premium = await viewOk(ids.Sofie!, cookie);
    expect(premium.photos).toHaveLength(6);
    expect(premium).toMatchObject({ locked_photos: 0, photos_locked_for: null });
  });

  it("does not show disabled or invisible profiles to others, nor unknown ids", async () => {
    expect((await view(ids.Gone!)).statusCode).toBe(404);
    expect((await view(ids.Ghost!)).statusCode).toBe(404);
    expect((await view(999_999)).json().code).toBe("NOT_FOUND");
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await app.inject({ method: "GET", url: `/api/profile.php?id=${bad}` })).statusCode, bad).toBe(
        400,
      );
    }
  });

  it("shows members their own profile, invisible or not", async () => {
    const { cookie, user } = await signUpOk(app);
    await app.db.update(profiles).set({ isInvisible: true }).where(eq(profiles.id, user.profile.id));
    expect((await viewOk(user.profile.id, cookie)).name).toBe(user.profile.name);
    expect((await view(user.profile.id)).statusCode).toBe(404);
  });
});

describe("blocking", () => {
  const block = (method: "POST" | "DELETE", profileId: number, cookie?: string, headers = CLIENT) =>
    app.inject({
      method,
      url: "/api/block.php",
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: { profile_id: profileId },
    });

  it("shuts the blocked member out of the blocker's page both ways, until unblocked", async () => {
    const a = await signUpOk(app, { name: "Anouk" });
    const b = await signUpOk(app);
    expect((await block("POST", b.user.profile.id, a.cookie)).json()).toEqual({ blocked: true });
    // Blocking twice is harmless.
    expect((await block("POST", b.user.profile.id, a.cookie)).statusCode).toBe(200);

    const shutOut = await view(a.user.profile.id, b.cookie);
    expect(shutOut.statusCode).toBe(403);
    expect(shutOut.json()).toMatchObject({
      code: "BLOCKED_BY_MEMBER",
      params: { name: "Anouk" },
      message: "You're blocked by Anouk, no access to the page.",
    });
    expect((await viewOk(b.user.profile.id, a.cookie)).blocked_by_me).toBe(true);

    expect((await block("DELETE", b.user.profile.id, a.cookie)).json()).toEqual({ blocked: false });
    expect((await viewOk(a.user.profile.id, b.cookie)).name).toBe("Anouk");
  });

  it("refuses blocking oneself, unknown profiles, visitors and calls without the client header", async () => {
    const a = await signUpOk(app);
    expect((await block("POST", a.user.profile.id, a.cookie)).statusCode).toBe(400);
    expect((await block("POST", 999_999, a.cookie)).statusCode).toBe(404);
    expect((await block("POST", ids.Sofie!)).json().code).toBe("authentication_required");
    expect((await block("POST", ids.Sofie!, a.cookie, {} as typeof CLIENT)).json().code).toBe(
      "CLIENT_HEADER_REQUIRED",
    );
    const wrongType = await app.inject({
      method: "POST",
      url: "/api/block.php",
      headers: { ...CLIENT, cookie: a.cookie },
      payload: { profile_id: "7" },
    });
    expect(wrongType.json().code).toBe("VALIDATION_FAILED");
  });
});
