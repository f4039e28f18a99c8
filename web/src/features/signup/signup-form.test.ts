/** The signup form's checks per step and the request it sends. */
import { describe, expect, it } from "vitest";
import {
  type CheckContext,
  checkStep,
  emptyDraft,
  type SignupDraft,
  toSignupRequest,
} from "./signup-form.ts";

const context: CheckContext = {
  minAge: 18,
  today: new Date(2026, 10, 22),
  regions: { label: "county", regions: [{ code: "ENG", name: "England" }] },
  regionLabel: "county",
};

function draft(overrides: Partial<SignupDraft> = {}): SignupDraft {
  return {
    ...emptyDraft("GB"),
    gender: "male",
    seeking: "female",
    day: "17",
    month: "5",
    year: "1990",
    region: "ENG",
    city: "London",
    name: "Sam",
    email: "sam@example.test",
    password: "long enough",
    consent: true,
    ...overrides,
  };
}

describe("checkStep", () => {
  it("passes a complete draft at every step", () => {
    for (const step of [0, 1, 2, 3]) expect(checkStep(step, draft(), context)).toEqual({});
  });

  it("step 0 asks who you are and whom you look for", () => {
    expect(checkStep(0, draft({ gender: null, seeking: null }), context)).toEqual({
      gender: { code: "gender_required" },
      seeking: { code: "seeking_required" },
    });
  });

  it("step 1 checks the date of birth with the site's minimum age", () => {
    expect(checkStep(1, draft({ day: "" }), context).date_of_birth).toEqual({
      code: "date_of_birth_required",
      values: { min_age: 18 },
    });
  });

  it("step 2 needs a region of the list and a city", () => {
    expect(checkStep(2, draft({ region: "XX", city: " " }), context)).toEqual({
      region: { code: "region_invalid", values: { label: "county" } },
      city: { code: "city_invalid" },
    });
  });

  it("step 2 needs no region where the country has none", () => {
    expect(
      checkStep(2, draft({ region: "" }), { ...context, regions: { label: "region", regions: [] } }),
    ).toEqual({});
  });

  it.each([
    [{ name: "" }, "name", "username_required"],
    [{ name: "@sam" }, "name", "username_starts_with_at"],
    [{ name: "Sam@Example.test ", email: "sam@example.test" }, "name", "username_is_email"],
    [{ name: "x".repeat(31) }, "name", "username_too_long"],
    [{ email: "" }, "email", "email_required"],
    [{ email: "sam@example" }, "email", "email_invalid"],
    [{ email: "sam example.test" }, "email", "email_invalid"],
    [{ password: "" }, "password", "password_required"],
    [{ password: "short" }, "password", "password_too_short"],
  ] as const)("step 3 finds %o: %s %s", (change, field, code) => {
    expect(checkStep(3, draft(change), context)[field]?.code).toBe(code);
  });
});

describe("toSignupRequest", () => {
  it("sends the fields, the language and the tracking values", () => {
    expect(
      toSignupRequest(draft({ name: " Sam ", email: " sam@example.test " }), {
        language: "fr",
        tracking: { network: "adnet", sub1: "x" },
      }),
    ).toEqual({
      email: "sam@example.test",
      name: "Sam",
      password: "long enough",
      date_of_birth: "1990-05-17",
      gender: "male",
      seeking: "female",
      country: "GB",
      region: "ENG",
      city: "London",
      language: "fr",
      special_category_consent: true,
      tracking: { network: "adnet", sub1: "x" },
    });
  });

  it("sends the profile and the first message of a signup from a profile", () => {
    const request = toSignupRequest(draft({ message: "  Hi Emma!  " }), {
      language: "en",
      tracking: {},
      target: { profileId: 42 },
    });
    expect(request).toMatchObject({ signup_profile_id: 42, signup_message: "Hi Emma!" });
    expect(request).not.toHaveProperty("tracking");
  });

  it("leaves an empty message out", () => {
    const request = toSignupRequest(draft(), { language: "en", tracking: {}, target: { profileId: 42 } });
    expect(request).toMatchObject({ signup_profile_id: 42 });
    expect(request).not.toHaveProperty("signup_message");
  });
});
