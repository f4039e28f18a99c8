/** Helpers for the fictional profiles' tests and route examples: a valid profile, an image, an admin's calls. */
import type { FictionalProfile, FictionalProfileInput } from "@amora/contract/admin-fictional";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { CLIENT, nextIp } from "../accounts/accounts-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

export const FICTIONAL_API = "/api/admin/fictional-profiles";

/** A profile every seeded site of the Netherlands may show. */
export function validInput(overrides: Partial<FictionalProfileInput> = {}): FictionalProfileInput {
  return {
    name: "Sanne",
    gender: "female",
    sexuality: "hetero",
    date_of_birth: "1995-04-12",
    country: "NL",
    region: "NH",
    city: "Haarlem",
    about: "Houd van fietsen.",
    interests: [],
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    height_cm: 172,
    fictional: true,
    cam: false,
    resell: false,
    invisible: false,
    status: "active",
    site_ids: null,
    ...overrides,
  };
}

/** A signed-in admin's cookie (made in the database). */
export async function adminCookie(app: FastifyInstance): Promise<string> {
  const admin = await makeStaff(app, ["admin"]);
  return staffSession(app, admin.id);
}

export async function createOk(
  app: FastifyInstance,
  cookie: string,
  input: FictionalProfileInput = validInput(),
): Promise<FictionalProfile> {
  const response = await staffCall(app, "POST", FICTIONAL_API, { cookie, payload: input });
  if (response.statusCode !== 200) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return (response.json() as { profile: FictionalProfile }).profile;
}

export function jpeg(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

/** A photo upload as the editor's FormData sends it. */
export async function uploadPhoto(app: FastifyInstance, cookie: string, profileId: number, bytes: Buffer) {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url: `${FICTIONAL_API}/${profileId}/photos`,
    headers: {
      ...CLIENT,
      host: "amora.test",
      "x-forwarded-for": nextIp(),
      cookie,
      "content-type": encoded.headers.get("content-type") ?? "",
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
