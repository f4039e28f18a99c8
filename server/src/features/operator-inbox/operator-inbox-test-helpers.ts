/** Helpers for the operator inbox's tests: operator profiles, members who write to them, operators' calls. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { photos, profiles, users } from "../../db/schema.ts";
import { CLIENT, nextIp, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

let counter = 0;

/** A fictional (or cam, or resell) profile with no account, two photos, the first its main photo. */
export async function operatorProfile(
  app: FastifyInstance,
  kind: "fictional" | "cam" | "resell" = "fictional",
  name?: string,
) {
  counter += 1;
  const [profile] = await app.db
    .insert(profiles)
    .values({
      name: name ?? `Fiona${counter}`,
      gender: "female",
      sexuality: "hetero",
      dateOfBirth: "1994-04-04",
      country: "NL",
      region: "NH",
      city: "Haarlem",
      about: "Loves the sea.",
      isFictional: kind === "fictional",
      isCam: kind === "cam",
      isResell: kind === "resell",
    })
    .returning({ id: profiles.id, name: profiles.name });
  if (!profile) throw new Error("profile not inserted");
  const inserted = await app.db
    .insert(photos)
    .values(
      [0, 1].map((position) => ({
        profileId: profile.id,
        filename: `op/${profile.id}-${position}.webp`,
        thumbFilename: `op/${profile.id}-${position}-thumb.webp`,
        matchFilename: `op/${profile.id}-${position}-match.webp`,
        position,
      })),
    )
    .returning({ id: photos.id });
  const photoIds = inserted.map((p) => p.id);
  await app.db.update(profiles).set({ mainPhotoId: photoIds[0] }).where(eq(profiles.id, profile.id));
  return { id: profile.id, name: profile.name, photoIds };
}

export type TestMember = Awaited<ReturnType<typeof signUpOk>>;

/** A confirmed, paying member with credits, on amora.test (free members may start two conversations only). */
export async function activeMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const created = await signUpOk(app, overrides);
  await app.db
    .update(users)
    .set({ status: "active", credits: 100, paidUser: true })
    .where(eq(users.id, created.user.id));
  return created;
}

export function memberCall(
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  who: TestMember,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, host: "amora.test", "x-forwarded-for": nextIp(), cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** The member writes to the profile through the members' own chat call; answers the conversation id. */
export async function memberWrites(
  app: FastifyInstance,
  who: TestMember,
  profileId: number,
  text = "Hi there!",
) {
  const response = await memberCall(app, "POST", "/api/chat.php", who, {
    profile: profileId,
    text,
    client_id: randomUUID(),
  });
  if (response.statusCode !== 200) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json().message.conversation as number;
}

/** A member who wrote to a new fictional profile: the conversation waits in the queue. */
export async function waitingConversation(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const profile = await operatorProfile(app);
  const member = await activeMember(app, overrides);
  const conversation = await memberWrites(app, member, profile.id);
  return { profile, member, conversation };
}

/** A signed-in operator: their id and session cookie. */
export async function operator(app: FastifyInstance) {
  const made = await makeStaff(app, ["operator"]);
  return { id: made.id, email: made.email, cookie: await staffSession(app, made.id) };
}

export function claimAs(app: FastifyInstance, cookie: string, conversation: number) {
  return staffCall(app, "POST", "/api/admin/operator/claims", { cookie, payload: { conversation } });
}

export function answerAs(
  app: FastifyInstance,
  cookie: string,
  conversation: number,
  body: Record<string, unknown>,
) {
  return staffCall(app, "POST", `/api/admin/operator/conversations/${conversation}/answer`, {
    cookie,
    payload: { client_id: randomUUID(), ...body },
  });
}
