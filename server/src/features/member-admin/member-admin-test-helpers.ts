/** Helpers for the member tools' tests: a member signed up through the API, staff of the allowed roles. */
import type { StaffRole } from "@amora/contract/admin";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { profiles, sites, users } from "../../db/schema.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

/** A member signed up on a site (amora.test unless told): their account id, profile id, e-mail, password and session cookie. */
export async function makeMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  host = "amora.test",
) {
  const { cookie, body, user } = await signUpOk(app, overrides, host);
  const [row] = await app.db
    .select({ id: users.id, profileId: users.profileId })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${body.email})`);
  if (!row) throw new Error("member not found");
  return {
    id: row.id,
    profileId: row.profileId,
    email: body.email as string,
    password: body.password as string,
    name: body.name as string,
    cookie,
    user,
  };
}

/** A signed-in staff member with these roles (re-authenticated just now), and their id. */
export async function staffOf(app: FastifyInstance, roles: StaffRole[] = ["support"]) {
  const member = await makeStaff(app, roles);
  return { id: member.id, cookie: await staffSession(app, member.id) };
}

export async function setCredits(app: FastifyInstance, userId: number, credits: number) {
  await app.db.update(users).set({ credits }).where(eq(users.id, userId));
}

export function memberCall(
  app: FastifyInstance,
  cookie: string,
  method: "GET" | "POST",
  path: string,
  payload?: unknown,
) {
  return staffCall(app, method, `/api/admin/members${path}`, {
    cookie,
    ...(payload === undefined ? {} : { payload }),
  });
}

let inserted = 0;

/**
 * A member made straight in the database on amora.test, without the signup's password hashing (for the
 * route matrix, whose many examples must stay quick): their account id and profile id.
 */
export async function insertMember(
  app: FastifyInstance,
  given: { name?: string; email?: string; signupDate?: Date } = {},
): Promise<{ id: number; profileId: number }> {
  inserted += 1;
  const [site] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, "amora.test"));
  if (!site) throw new Error("amora.test is not seeded");
  const [profile] = await app.db
    .insert(profiles)
    .values({
      name: given.name ?? `Inserted${inserted}`,
      gender: "female",
      sexuality: "hetero",
      dateOfBirth: "1990-01-01",
      country: "NL",
      region: "NH",
      city: "Amsterdam",
    })
    .returning({ id: profiles.id });
  if (!profile) throw new Error("profile not inserted");
  const [user] = await app.db
    .insert(users)
    .values({
      siteId: site.id,
      profileId: profile.id,
      email: given.email ?? `inserted${inserted}-${profile.id}@example.test`,
      passwordHash: "not-a-hash",
      seeking: "male",
      ...(given.signupDate ? { signupDate: given.signupDate } : {}),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user not inserted");
  return { id: user.id, profileId: profile.id };
}
