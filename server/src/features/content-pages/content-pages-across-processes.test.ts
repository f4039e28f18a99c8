/**
 * Two app instances over one database and one Redis, as two processes behind a load balancer: a page saved
 * through node A is served by node B at once, though B keeps the pages it rendered. Needs Redis: REDIS_URL or
 * TEST_REDIS_URL.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTwoNodes } from "../../test/test-app.ts";
import { siteSettingsOf } from "../site-admin/site-admin-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { createExamplePage } from "./content-pages.staff-examples.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)("a page saved on one node (skipped without REDIS_URL or TEST_REDIS_URL)", () => {
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

  const htmlOn = async (app: FastifyInstance, slug: string) =>
    (
      await app.inject({ method: "GET", url: `/api/page.php?slug=${slug}`, headers: { host: "amora.test" } })
    ).json().html;

  it("is served by the other node at once, and so is a change of the site's settings", async () => {
    const { page } = (await createExamplePage(a, admin)).json();
    expect(await htmlOn(b, page.slug)).toBe("<p>Hello from <strong>Amora</strong>.</p>\n");
    const saved = await staffCall(a, "PUT", `/api/admin/pages/${page.id}`, {
      cookie: admin,
      payload: { title: "Example", body: "Bye from {site_name}.", published: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(() => htmlOn(b, page.slug), { timeout: 2_000, interval: 10 })
      .toBe("<p>Bye from Amora.</p>\n");
    const { id, input } = await siteSettingsOf(a, "amora.test");
    await staffCall(a, "PUT", `/api/admin/sites/${id}`, {
      cookie: admin,
      payload: { ...input, name: "Amora Two" },
    });
    await expect
      .poll(() => htmlOn(b, page.slug), { timeout: 2_000, interval: 10 })
      .toBe("<p>Bye from Amora Two.</p>\n");
  });
});
