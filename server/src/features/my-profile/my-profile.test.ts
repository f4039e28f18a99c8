import { MyProfileResponseSchema, type ProfileUpdateRequest } from "@amora/contract/my-profile";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites });
});
afterAll(() => app.close());

const complete: ProfileUpdateRequest = {
  name: "Noor",
  gender: "female",
  sexuality: "bi",
  date_of_birth: "1992-03-08",
  country: "BE",
  region: "VLG",
  city: "Antwerpen",
  about: "  Coffee first, then adventures.  ",
  interests: ["travelling", "coffee", "hiking"],
  hair_colour: "red",
  eye_colour: "green",
  body_type: "slim",
  relationship_status: "single",
  height_cm: 171,
};

function save(cookie: string | undefined, payload: unknown, headers: Record<string, string> = CLIENT) {
  return app.inject({
    method: "PUT",
    url: "/api/my-profile.php",
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

async function mine(cookie: string) {
  const response = await app.inject({ method: "GET", url: "/api/my-profile.php", headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return MyProfileResponseSchema.parse(response.json()).profile;
}

describe("the own profile", () => {
  it("answers everything the editor needs, with the free photo limit", async () => {
    const { cookie, user } = await signUpOk(app, {
      name: "Jens",
      country: "NL",
      region: "NH",
      city: "Haarlem",
    });
    expect(await mine(cookie)).toMatchObject({
      id: user.profile.id,
      name: "Jens",
      date_of_birth: "1990-06-15",
      city: "Haarlem",
      status: "active",
      photos: [],
      main_image: null,
      main_photo_id: null,
      photo_limit: 3,
      interests: [],
    });
  });

  it("saves every field, trimmed, and others see the result on the profile page", async () => {
    const { cookie, user } = await signUpOk(app);
    const response = await save(cookie, complete);
    expect(response.statusCode, response.body).toBe(200);
    expect(MyProfileResponseSchema.parse(response.json()).profile).toMatchObject({
      ...complete,
      about: "Coffee first, then adventures.",
    });

    const other = await signUpOk(app);
    const seen = await app.inject({
      method: "GET",
      url: `/api/profile.php?id=${user.profile.id}`,
      headers: { cookie: other.cookie },
    });
    expect(seen.json().profile).toMatchObject({
      name: "Noor",
      gender: "female",
      sexuality: "bi",
      city: "Antwerpen",
      region: "VLG",
      about: "Coffee first, then adventures.",
      interests: ["travelling", "coffee", "hiking"],
      hair_colour: "red",
      eye_colour: "green",
      body_type: "slim",
      relationship_status: "single",
      height_cm: 171,
    });
  });

  it("clears the optional attributes with null", async () => {
    const { cookie } = await signUpOk(app);
    await save(cookie, complete);
    const cleared = { ...complete, hair_colour: null, eye_colour: null, body_type: null, height_cm: null };
    const profile = MyProfileResponseSchema.parse((await save(cookie, cleared)).json()).profile;
    expect(profile).toMatchObject({ hair_colour: null, eye_colour: null, body_type: null, height_cm: null });
  });

  it("applies the signup rules and answers each field's problem (spec §5)", async () => {
    const { cookie, body } = await signUpOk(app);
    const cases: [Partial<ProfileUpdateRequest>, string, string][] = [
      [{ name: body.email }, "body.name", "username_is_email"],
      [{ name: "@noor" }, "body.name", "username_starts_with_at"],
      [{ name: "N" }, "body.name", "username_invalid"],
      [{ name: "<b>Noor</b>" }, "body.name", "username_invalid"],
      [{ date_of_birth: "" }, "body.date_of_birth", "date_of_birth_required"],
      [{ date_of_birth: "1990-02-30" }, "body.date_of_birth", "date_of_birth_invalid"],
      [{ date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, "body.date_of_birth", "too_young"],
      [{ region: "NH" }, "body.region", "region_invalid"],
      [{ country: "JP" as "BE" }, "body.country", "invalid_value"],
      [{ city: "" }, "body.city", "required"],
    ];
    for (const [change, path, code] of cases) {
      const response = await save(cookie, { ...complete, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().issues, JSON.stringify(change)).toContainEqual({ path, code });
    }
    // Nothing of a refused save is kept.
    expect((await mine(cookie)).name).toBe(body.name);
  });

  it("refuses wrong types, unknown values, missing fields and huge values", async () => {
    const { cookie } = await signUpOk(app);
    const bad: Record<string, unknown>[] = [
      { ...complete, interests: ["coffee", "coffee"] },
      { ...complete, interests: ["knitting"] },
      { ...complete, interests: "coffee" },
      { ...complete, height_cm: 400 },
      { ...complete, height_cm: "171" },
      { ...complete, hair_colour: "purple" },
      { ...complete, gender: "other" },
      { ...complete, about: "x".repeat(2_001) },
      { ...complete, name: "x".repeat(10_000) },
      Object.fromEntries(Object.entries(complete).filter(([key]) => key !== "sexuality")),
    ];
    for (const payload of bad) {
      const response = await save(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("needs a logged-in member and the client header", async () => {
    expect((await save(undefined, complete)).json().code).toBe("authentication_required");
    expect((await app.inject({ method: "GET", url: "/api/my-profile.php" })).json().code).toBe(
      "authentication_required",
    );
    const { cookie } = await signUpOk(app);
    expect((await save(cookie, complete, {})).json().code).toBe("CLIENT_HEADER_REQUIRED");
  });

  it("only ever changes the caller's own profile, whatever ids the body carries", async () => {
    const victim = await signUpOk(app, { name: "Victim" });
    const attacker = await signUpOk(app);
    const response = await save(attacker.cookie, { ...complete, id: victim.user.profile.id, name: "Owned" });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.id).toBe(attacker.user.profile.id);
    expect((await mine(victim.cookie)).name).toBe("Victim");
  });
});
