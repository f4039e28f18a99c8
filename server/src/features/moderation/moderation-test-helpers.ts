/** Helpers for the moderation tests: members with photos made straight in the database, sites' switches. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { photos, profiles, sites, users } from "../../db/schema.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";

let counter = 0;

/** Turns the pre-moderation of a site's photos on or off. */
export async function setPremoderation(
  app: FastifyInstance,
  on: boolean,
  domain = "amora.test",
): Promise<void> {
  await app.db.update(sites).set({ photoPremoderation: on }).where(eq(sites.domain, domain));
}

/** A photo row of a profile, as an upload leaves it (files are not written: the tests read rows). */
export async function addPhotoRow(
  app: FastifyInstance,
  profileId: number,
  moderation: "unreviewed" | "approved" = "unreviewed",
  createdAt = new Date(),
) {
  counter += 1;
  const base = `photos/${profileId}/test-${counter}`;
  const [row] = await app.db
    .insert(photos)
    .values({
      profileId,
      filename: `${base}.webp`,
      matchFilename: `${base}-match.webp`,
      thumbFilename: `${base}-thumb.webp`,
      position: counter,
      moderation,
      createdAt,
    })
    .returning();
  if (!row) throw new Error("photo not inserted");
  return row;
}

export async function mainPhotoOf(app: FastifyInstance, profileId: number): Promise<number | null> {
  const [row] = await app.db
    .select({ id: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row?.id ?? null;
}

export async function setMainPhoto(app: FastifyInstance, profileId: number, photoId: number | null) {
  await app.db.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.id, profileId));
}

/** A woman in Amsterdam (the default signup seeks women), on the given site, in the given language. */
export async function signUpWoman(app: FastifyInstance, language: "en" | "fr" = "en", host = "amora.test") {
  const place = host === "amoursecret.test" ? { country: "BE", region: "VLG", city: "Gent" } : {};
  const member = await signUpOk(app, { gender: "female", seeking: "male", ...place }, host);
  await app.db.update(users).set({ language }).where(eq(users.id, member.user.id));
  return { ...member, profileId: member.user.profile.id as number, email: member.body.email as string };
}

export async function siteIdOf(app: FastifyInstance, domain = "amora.test"): Promise<number> {
  const [row] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain));
  if (!row) throw new Error(`no site ${domain}`);
  return row.id;
}
