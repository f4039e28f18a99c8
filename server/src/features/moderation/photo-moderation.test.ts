/**
 * The photo queue (decision 038): uploads wait unreviewed; with pre-moderation on nobody but the owner sees
 * them until approved, with it off they show at once; a rejected photo is gone everywhere, its files too,
 * and the member is mailed the reason in their language.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PhotoQueueResponseSchema } from "@amora/contract/admin-moderation";
import { MyProfileResponseSchema } from "@amora/contract/my-profile";
import { ProfileViewSchema } from "@amora/contract/profiles";
import { SearchResponseSchema } from "@amora/contract/search";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { photos } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, callAs, lastMail, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { auditLines, makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import {
  addPhotoRow,
  mainPhotoOf,
  setMainPhoto,
  setPremoderation,
  signUpWoman,
  siteIdOf,
} from "./moderation-test-helpers.ts";

let app: FastifyInstance;
let moderator: string;
let support: string;
let operator: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  moderator = await staffSession(app, (await makeStaff(app, ["moderator"])).id);
  support = await staffSession(app, (await makeStaff(app, ["support"])).id);
  operator = await staffSession(app, (await makeStaff(app, ["operator"])).id);
});
afterAll(() => app.close());
beforeEach(() => setPremoderation(app, false));

async function upload(cookie: string, colour = "#c48") {
  const bytes = await sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const encoded = new Response(form);
  const response = await app.inject({
    method: "POST",
    url: "/api/photos.php",
    headers: { ...CLIENT, cookie, "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(200);
  return MyProfileResponseSchema.parse(response.json()).profile;
}

async function profilePage(id: number, cookie?: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/profile.php?id=${id}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProfileViewSchema.parse(response.json().profile ?? response.json());
}

/** The owner's card in a viewer's search (a man seeking women in NL, the signup default). */
async function searchCard(viewer: { cookie: string }, profileId: number) {
  const response = await callAs(app, "GET", "/api/members.php?country=NL&gender=female", viewer);
  expect(response.statusCode, response.body).toBe(200);
  const cards = SearchResponseSchema.parse(response.json()).profiles;
  return cards.find((card) => card.id === profileId);
}

async function ownProfile(cookie: string) {
  return MyProfileResponseSchema.parse((await callAs(app, "GET", "/api/my-profile.php", { cookie })).json())
    .profile;
}

const queue = async (query = "", cookie = moderator) => {
  const response = await staffCall(app, "GET", `/api/admin/moderation/photos${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return PhotoQueueResponseSchema.parse(response.json());
};

describe("pre-moderation off", () => {
  it("shows a new photo to others at once, as the main photo, and queues it for a review", async () => {
    const owner = await signUpWoman(app);
    const viewer = await signUpOk(app);
    const mine = await upload(owner.cookie);
    const photo = mine.photos[0];
    expect(photo).toBeDefined();
    expect(mine.main_photo_id).toBe(photo?.id);
    expect(mine.photo_reviews).toEqual([]);
    const [row] = await app.db
      .select()
      .from(photos)
      .where(eq(photos.id, photo?.id ?? 0));
    expect(row?.moderation).toBe("unreviewed");

    expect((await profilePage(owner.profileId, viewer.cookie)).photos.map((p) => p.id)).toEqual([photo?.id]);
    expect((await searchCard(viewer, owner.profileId))?.main_image?.filename).toBe(photo?.filename);
    const queued = (await queue(`?q=${owner.profileId}`)).items;
    expect(queued.map((item) => [item.id, item.profile_id, item.premoderated, item.site_name])).toEqual([
      [photo?.id, owner.profileId, false, "Amora"],
    ]);
    expect(queued[0]?.url).toBe(`/media/${photo?.filename}`);
  });
});

describe("pre-moderation on", () => {
  it("shows an unreviewed photo to nobody but its owner, and makes it the main one on approval", async () => {
    await setPremoderation(app, true);
    const owner = await signUpWoman(app);
    const viewer = await signUpOk(app);
    const mine = await upload(owner.cookie);
    const photoId = mine.photos[0]?.id ?? 0;
    // The owner sees it, marked as waiting; it is not their main photo yet.
    expect(mine.main_photo_id).toBeNull();
    expect(mine.photo_reviews).toEqual([{ photo_id: photoId, state: "awaiting_review", reason: null }]);
    // Others do not: not on the profile page (as a member or a visitor), not in search.
    expect((await profilePage(owner.profileId, viewer.cookie)).photos).toEqual([]);
    expect((await profilePage(owner.profileId)).photos).toEqual([]);
    const card = await searchCard(viewer, owner.profileId);
    expect(card?.main_image).toBeNull();
    // It cannot be made the main photo meanwhile.
    const choose = await callAs(app, "PUT", "/api/photos.php", owner, { photo_id: photoId });
    expect(choose.statusCode).toBe(409);
    expect(choose.json().code).toBe("PHOTO_AWAITING_REVIEW");
    expect((await queue(`?q=${owner.profileId}`)).items[0]?.premoderated).toBe(true);

    const approve = await staffCall(app, "POST", `/api/admin/photos/${photoId}/approve`, {
      cookie: moderator,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toEqual({ id: photoId, moderation: "approved", reject_reason: null });
    expect(await mainPhotoOf(app, owner.profileId)).toBe(photoId);
    expect((await profilePage(owner.profileId, viewer.cookie)).photos.map((p) => p.id)).toEqual([photoId]);
    expect((await searchCard(viewer, owner.profileId))?.main_image?.filename).toBe(mine.photos[0]?.filename);
    expect((await ownProfile(owner.cookie)).photo_reviews).toEqual([]);
    expect((await queue(`?q=${owner.profileId}`)).total).toBe(0);
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "photo.approve", targetType: "photo", targetId: String(photoId) });
  });

  it("keeps the approved main photo when another is approved, and hides only the unreviewed one", async () => {
    await setPremoderation(app, true);
    const owner = await signUpWoman(app);
    const viewer = await signUpOk(app);
    const approved = await addPhotoRow(app, owner.profileId, "approved");
    await setMainPhoto(app, owner.profileId, approved.id);
    const waiting = await addPhotoRow(app, owner.profileId);
    expect((await profilePage(owner.profileId, viewer.cookie)).photos.map((p) => p.id)).toEqual([
      approved.id,
    ]);
    expect((await ownProfile(owner.cookie)).photos.map((p) => p.id)).toEqual([approved.id, waiting.id]);
    await staffCall(app, "POST", `/api/admin/photos/${waiting.id}/approve`, { cookie: moderator });
    expect(await mainPhotoOf(app, owner.profileId)).toBe(approved.id);
    expect((await profilePage(owner.profileId, viewer.cookie)).photos.map((p) => p.id)).toEqual([
      approved.id,
      waiting.id,
    ]);
  });
});

describe("rejecting a photo", () => {
  it("removes it everywhere, deletes its files, moves the main photo on and mails the reason", async () => {
    const owner = await signUpWoman(app, "fr");
    const viewer = await signUpOk(app);
    const first = (await upload(owner.cookie)).photos[0];
    const second = (await upload(owner.cookie, "#48c")).photos[1];
    if (!first || !second) throw new Error("uploads missing");
    // The second is approved meanwhile; the first, the main one, is rejected.
    await staffCall(app, "POST", `/api/admin/photos/${second.id}/approve`, { cookie: moderator });
    const reason = "Ce n'est pas une photo de vous.";
    const reject = await staffCall(app, "POST", `/api/admin/photos/${first.id}/reject`, {
      cookie: moderator,
      payload: { reason: `  ${reason}  ` },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json()).toEqual({ id: first.id, moderation: "rejected", reject_reason: reason });

    expect(await mainPhotoOf(app, owner.profileId)).toBe(second.id);
    expect((await profilePage(owner.profileId, viewer.cookie)).photos.map((p) => p.id)).toEqual([second.id]);
    expect((await searchCard(viewer, owner.profileId))?.main_image?.filename).toBe(second.filename);
    for (const path of [first.filename, first.thumb_filename, first.match]) {
      expect(existsSync(join(app.config.mediaDir, path)), path).toBe(false);
      const media = await app.inject({ method: "GET", url: `/media/${path}` });
      expect(media.statusCode, path).not.toBe(200);
      expect(media.headers["content-type"], path).not.toBe("image/webp");
    }
    expect(existsSync(join(app.config.mediaDir, second.filename))).toBe(true);
    const kept = await app.inject({ method: "GET", url: `/media/${second.filename}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers["content-type"]).toBe("image/webp");

    // The owner no longer has it, except its reason; it no longer counts against the limit.
    const mine = await ownProfile(owner.cookie);
    expect(mine.photos.map((p) => p.id)).toEqual([second.id]);
    expect(mine.photo_reviews).toEqual([{ photo_id: first.id, state: "rejected", reason }]);
    const choose = await callAs(app, "PUT", "/api/photos.php", owner, { photo_id: first.id });
    expect(choose.statusCode).toBe(404);

    const mail = await lastMail(app, owner.email);
    expect(mail.kind).toBe("photo_rejected");
    expect(mail.subject).toBe("Votre photo sur Amora n'a pas été approuvée");
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain("Un modérateur a examiné une photo");
    expect(mail.html).toContain("Ce n&#39;est pas une photo de vous.");

    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "photo.reject", targetId: String(first.id) });
    expect(line?.after).toMatchObject({
      moderation: "rejected",
      reason,
      profile_id: owner.profileId,
      mailed: true,
    });

    // Gone: neither approved again nor rejected twice.
    for (const verb of ["approve", "reject"]) {
      const again = await staffCall(app, "POST", `/api/admin/photos/${first.id}/${verb}`, {
        cookie: moderator,
        payload: { reason: "Again." },
      });
      expect(again.statusCode, verb).toBe(404);
    }
  });

  it("leaves no main photo when no other may be seen, under pre-moderation", async () => {
    await setPremoderation(app, true);
    const owner = await signUpWoman(app);
    const main = await addPhotoRow(app, owner.profileId, "approved");
    await setMainPhoto(app, owner.profileId, main.id);
    await addPhotoRow(app, owner.profileId);
    const reject = await staffCall(app, "POST", `/api/admin/photos/${main.id}/reject`, {
      cookie: support,
      payload: { reason: "Nudity." },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await mainPhotoOf(app, owner.profileId)).toBeNull();
    const mail = await lastMail(app, owner.email);
    expect(mail.subject).toBe("Your photo on Amora was not approved");
    expect(mail.text).toContain("Nudity.");
  });

  it("is for moderators and support; approving is for moderators only", async () => {
    const owner = await signUpWoman(app);
    const photo = await addPhotoRow(app, owner.profileId);
    expect(
      (await staffCall(app, "POST", `/api/admin/photos/${photo.id}/approve`, { cookie: support })).statusCode,
    ).toBe(403);
    for (const cookie of [operator]) {
      const response = await staffCall(app, "POST", `/api/admin/photos/${photo.id}/reject`, {
        cookie,
        payload: { reason: "Nope." },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await staffCall(app, "GET", "/api/admin/moderation/photos", { cookie: support })).statusCode,
    ).toBe(403);
    const [row] = await app.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row?.moderation).toBe("unreviewed");
  });

  it("refuses bad input with 400 and unknown photos with 404", async () => {
    const owner = await signUpWoman(app);
    const photo = await addPhotoRow(app, owner.profileId);
    const bad: [string, unknown][] = [
      [`/api/admin/photos/${photo.id}/reject`, {}],
      [`/api/admin/photos/${photo.id}/reject`, { reason: "  " }],
      [`/api/admin/photos/${photo.id}/reject`, { reason: 42 }],
      [`/api/admin/photos/${photo.id}/reject`, { reason: "x".repeat(501) }],
      ["/api/admin/photos/abc/reject", { reason: "Fine reason" }],
      ["/api/admin/photos/0/approve", undefined],
      ["/api/admin/photos/-3/approve", undefined],
      ["/api/admin/photos/99999999999/approve", undefined],
    ];
    for (const [url, payload] of bad) {
      const response = await staffCall(app, "POST", url, { cookie: moderator, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    for (const query of [
      "?page=-1",
      "?page=abc",
      "?sort=name",
      "?order=up",
      "?site_id=x",
      `?q=${"x".repeat(101)}`,
    ]) {
      const response = await staffCall(app, "GET", `/api/admin/moderation/photos${query}`, {
        cookie: moderator,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const missing = await staffCall(app, "POST", "/api/admin/photos/2147483647/reject", {
      cookie: moderator,
      payload: { reason: "Not there." },
    });
    expect(missing.statusCode).toBe(404);
    const [row] = await app.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row?.moderation).toBe("unreviewed");
  });
});

describe("the photo queue", () => {
  it("lists unreviewed photos oldest first, paged, by site and by name or id", async () => {
    const owner = await signUpWoman(app);
    const french = await signUpWoman(app, "fr", "amoursecret.test");
    const t0 = Date.parse("2020-01-01T00:00:00Z");
    const made = [];
    for (let i = 0; i < 26; i += 1)
      made.push(await addPhotoRow(app, owner.profileId, "unreviewed", new Date(t0 + i * 60_000)));
    const frenchPhoto = await addPhotoRow(app, french.profileId, "unreviewed", new Date(t0 - 60_000));
    await addPhotoRow(app, owner.profileId, "approved", new Date(t0 - 120_000));

    const first = await queue(`?q=${owner.profileId}`);
    expect(first.total).toBe(26);
    expect(first.page_size).toBe(24);
    expect(first.items.map((item) => item.id)).toEqual(made.slice(0, 24).map((p) => p.id));
    const second = await queue(`?q=${owner.profileId}&page=2`);
    expect(second.items.map((item) => item.id)).toEqual(made.slice(24).map((p) => p.id));
    const newest = await queue(`?q=${owner.profileId}&order=desc`);
    expect(newest.items[0]?.id).toBe(made[25]?.id);

    const amour = await siteIdOf(app, "amoursecret.test");
    const bySite = await queue(`?site_id=${amour}`);
    expect(bySite.items.map((item) => item.id)).toContain(frenchPhoto.id);
    expect(bySite.items.every((item) => item.site_id === amour)).toBe(true);
    expect(bySite.items.map((item) => item.id)).not.toContain(made[0]?.id);
    const byName = await queue(`?q=${encodeURIComponent(french.body.name as string)}`);
    expect(byName.items.map((item) => item.id)).toEqual([frenchPhoto.id]);
  });
});
