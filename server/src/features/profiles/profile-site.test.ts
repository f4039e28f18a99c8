/** A profile page shows only on sites whose countries include the profile's (decision 019). */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSites } from "../../seed/sites.ts";
import { insertProfile } from "../../test/profile-rows.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";

let app: FastifyInstance;
let dutch: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  dutch = await insertProfile(app.db);
});
afterAll(() => app.close());

const view = (host: string, cookie?: string) =>
  app.inject({
    method: "GET",
    url: `/api/profile.php?id=${dutch}`,
    headers: { host, ...(cookie ? { cookie } : {}) },
  });

describe("a profile page on a site", () => {
  it("shows where the site covers the profile's country", async () => {
    expect((await view("amora.test")).statusCode).toBe(200);
    expect((await view("liefdesdate.test")).statusCode).toBe(200);
  });

  it("does not exist, as a missing profile, on a site that does not cover the country", async () => {
    const visitor = await view("amoursecret.test");
    const missing = await app.inject({
      method: "GET",
      url: "/api/profile.php?id=999999",
      headers: { host: "amoursecret.test" },
    });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual(missing.json());
    const { cookie } = await signUpOk(
      app,
      { country: "FR", region: "IDF", city: "Paris" },
      "amoursecret.test",
    );
    expect((await view("amoursecret.test", cookie)).statusCode).toBe(404);
  });
});
