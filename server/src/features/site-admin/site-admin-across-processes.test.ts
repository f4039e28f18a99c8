/**
 * Two app instances over one database and one Redis, as two processes behind a load balancer: what an admin
 * saves through node A (a site's settings, a bundle's price, the company) node B serves within seconds,
 * though B keeps the sites table in memory for 30 s. Needs Redis: REDIS_URL or TEST_REDIS_URL.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { openTwoNodes } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { selectAnyBundle, siteSettingsOf } from "./site-admin-test-helpers.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)(
  "sites and settings saved on one node (skipped without REDIS_URL or TEST_REDIS_URL)",
  () => {
    let nodes: Awaited<ReturnType<typeof openTwoNodes>>;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let admin: string;

    beforeAll(async () => {
      nodes = await openTwoNodes(redisUrl as string, { trustProxy: true });
      ({ a, b } = nodes);
      admin = await staffSession(a, (await makeStaff(a, ["admin"])).id);
    });
    afterAll(() => nodes?.close());

    const settingsOn = async (app: FastifyInstance, host = "amora.test") =>
      (await app.inject({ method: "GET", url: "/api/settings.php", headers: { host } })).json().settings;

    it("are served by the other node at once, not after its 30 s copy ages", async () => {
      const { id, input } = await siteSettingsOf(a, "amora.test");
      // B has read the sites table and keeps it.
      expect((await settingsOn(b)).message_credits).toBe(1);
      const saved = await staffCall(a, "PUT", `/api/admin/sites/${id}`, {
        cookie: admin,
        payload: { ...input, message_credits: 3, photo_premoderation: true, fictional_icon: "◆" },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect
        .poll(async () => (await settingsOn(b)).message_credits, { timeout: 2_000, interval: 10 })
        .toBe(3);
      expect((await settingsOn(b)).fictional_icon).toBe("◆");
    });

    it("a new domain is served by the other node at once, the old one no more", async () => {
      const { id, input } = await siteSettingsOf(a, "liefdesdate.test");
      expect((await settingsOn(b, "liefdesdate.test")).name).toBe("Liefdesdate");
      const saved = await staffCall(a, "PUT", `/api/admin/sites/${id}`, {
        cookie: admin,
        payload: { ...input, domain: "liefde.test" },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect
        .poll(async () => (await settingsOn(b, "liefde.test")).name, { timeout: 2_000, interval: 10 })
        .toBe("Liefdesdate");
      // The old host now falls back to the default site.
      expect((await settingsOn(b, "liefdesdate.test")).name).not.toBe("Liefdesdate");
    });

    it("a bundle's new price is offered by the other node's credits page", async () => {
      const bundle = await selectAnyBundle(a);
      const anna = await signUpOk(b, { country: "NL", region: "NH", city: "Amsterdam" });
      await nodes.db.update(users).set({ status: "active" }).where(eq(users.id, anna.user.id));
      const offer = async () =>
        (
          await b.inject({
            method: "GET",
            url: "/api/credits.php",
            headers: { ...CLIENT, host: "amora.test", cookie: anna.cookie },
          })
        ).json().bundles[0];
      expect((await offer()).price_cents).toBe(bundle.priceCents);
      const saved = await staffCall(a, "PUT", `/api/admin/bundles/${bundle.id}`, {
        cookie: admin,
        payload: {
          credits: bundle.credits,
          price_cents: 777,
          badge: null,
          position: bundle.position,
          active: true,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect.poll(async () => (await offer()).price_cents, { timeout: 2_000, interval: 10 }).toBe(777);
    });

    it("the company's new details are shown by the other node", async () => {
      const { full } = await siteSettingsOf(a, "amora.test");
      const { id, added: _added, ...company } = full.company as { id: number; added: string };
      const saved = await staffCall(a, "PUT", `/api/admin/companies/${id}`, {
        cookie: admin,
        payload: { ...company, name: "Amora Holding B.V." },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const info = async () =>
        (
          await b.inject({ method: "GET", url: "/api/companyinfo.php", headers: { host: "amora.test" } })
        ).json().companyinfo.name;
      await expect.poll(info, { timeout: 2_000, interval: 10 }).toBe("Amora Holding B.V.");
    });
  },
);
