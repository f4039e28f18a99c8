/** Accounts against forged requests (decision 019): logout by POST only, sessions bound to their site, mailed links. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, lastMail, nextIp, signUpOk } from "./accounts-test-helpers.ts";
import { publicOrigin } from "./request-origin.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

const me = (cookie: string, host = "amora.test") =>
  app.inject({ method: "GET", url: "/api/user.php", headers: { cookie, host } });

describe("logout", () => {
  it("is not possible by GET, nor by POST without the client header: only the app logs out", async () => {
    const { cookie } = await signUpOk(app);
    const byLink = await app.inject({
      method: "GET",
      url: "/api/logout.php",
      headers: { cookie, host: "amora.test" },
    });
    expect(byLink.statusCode).toBe(404);
    expect(byLink.json()).toMatchObject({ code: "NOT_FOUND" });
    const byForm = await app.inject({
      method: "POST",
      url: "/api/logout.php",
      headers: { cookie, host: "amora.test" },
    });
    expect(byForm.statusCode).toBe(403);
    expect(byForm.json()).toMatchObject({ code: "CLIENT_HEADER_REQUIRED" });
    expect((await me(cookie)).json().user).not.toBeNull();

    const byApp = await app.inject({
      method: "POST",
      url: "/api/logout.php",
      headers: { ...CLIENT, cookie, host: "amora.test" },
    });
    expect(byApp.statusCode).toBe(200);
    expect((await me(cookie)).json().user).toBeNull();
  });
});

describe("sessions", () => {
  it("are bound to the site they were made on: another site's host treats the cookie as no session", async () => {
    const { cookie, user } = await signUpOk(app);
    expect((await me(cookie)).json().user).not.toBeNull();
    expect((await me(cookie, "amoursecret.test")).json()).toEqual({ user: null });
    for (const url of ["/api/my-profile.php", "/api/chats.php", "/api/credits.php", "/api/likes.php"]) {
      const elsewhere = await app.inject({
        method: "GET",
        url,
        headers: { cookie, host: "amoursecret.test" },
      });
      expect(elsewhere.statusCode, url).toBe(403);
      expect(elsewhere.json(), url).toMatchObject({ code: "authentication_required" });
      const home = await app.inject({ method: "GET", url, headers: { cookie, host: "amora.test" } });
      expect(home.statusCode, url).toBe(200);
    }
    // Not even its owner's own calls see it there: a logout on the other host leaves it alone.
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const [amora] = await app.db.select().from(sites).where(eq(sites.domain, "amora.test"));
    expect(row?.siteId).toBe(amora?.id);
    const outThere = await app.inject({
      method: "POST",
      url: "/api/logout.php",
      headers: { ...CLIENT, cookie, host: "amoursecret.test" },
    });
    expect(outThere.statusCode).toBe(200);
    expect((await me(cookie)).json().user).not.toBeNull();
  });
});

describe("links in mail", () => {
  const requestReset = (email: string, host: string) =>
    app.inject({
      method: "POST",
      url: "/api/password-reset.php",
      headers: { ...CLIENT, host, "x-forwarded-for": nextIp() },
      payload: { email },
    });

  it("come from the site's domain, never with the port the caller put in the Host header", async () => {
    const { body } = await signUpOk(app);
    expect((await requestReset(body.email, "amora.test:6666")).statusCode).toBe(202);
    const mail = await lastMail(app, body.email);
    // amora.test is a development host: plain http, on the server's own PORT (3000 in tests).
    expect(mail.text).toContain("http://amora.test:3000/reset-password/do?token=");
    expect(mail.text).not.toContain("6666");
    expect(mail.html).not.toContain("6666");
  });

  it("use https on a real domain, whatever host alias and port the request came by", async () => {
    await app.db
      .update(sites)
      .set({ domain: "amoursecret.example", aliases: ["amoursecret.test"] })
      .where(eq(sites.domain, "amoursecret.test"));
    const elsewhere = await buildTestApp({ database: app.database, config: { trustProxy: true } });
    try {
      const { body } = await signUpOk(
        elsewhere,
        { country: "FR", region: "IDF", city: "Paris" },
        "amoursecret.test",
      );
      const reset = await elsewhere.inject({
        method: "POST",
        url: "/api/password-reset.php",
        headers: { ...CLIENT, host: "amoursecret.test:6666", "x-forwarded-for": nextIp() },
        payload: { email: body.email },
      });
      expect(reset.statusCode).toBe(202);
      const mail = await lastMail(elsewhere, body.email);
      expect(mail.text).toContain("https://amoursecret.example/reset-password/do?token=");
      expect(mail.text).not.toContain("6666");
    } finally {
      await elsewhere.close();
    }
  });
});

describe("publicOrigin", () => {
  const site = { domain: "amora.example" };
  const test = { env: "test" as const, port: 3000, publicUrl: undefined };
  it("is PUBLIC_URL when set, for every site", () => {
    expect(publicOrigin({ ...test, publicUrl: "https://dating.example/" }, site, "evil.example")).toBe(
      "https://dating.example",
    );
  });
  it("is the site's domain over https, never the request's host", () => {
    expect(publicOrigin(test, site, "evil.example")).toBe("https://amora.example");
  });
  it("is plain http on the server's own port for development hosts and, outside production, localhost", () => {
    expect(publicOrigin(test, { domain: "amora.test" }, "amora.test")).toBe("http://amora.test:3000");
    expect(publicOrigin({ ...test, port: 80 }, { domain: "amora.test" }, "x")).toBe("http://amora.test");
    expect(publicOrigin(test, { domain: "amora.test" }, "localhost")).toBe("http://localhost:3000");
    const production = { ...test, env: "production" as const };
    expect(publicOrigin(production, site, "localhost")).toBe("https://amora.example");
  });
});
