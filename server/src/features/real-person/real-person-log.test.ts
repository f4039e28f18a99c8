/**
 * GET /api/admin/real-person-questions: the back office's log of "is this a real person?", newest first and
 * paged, by profile and by UTC day; operators see only questions about the operators' profiles; members,
 * visitors and finance are refused; bad input.
 */
import { REAL_PERSON_LOG_PAGE_SIZE } from "@amora/contract/admin-real-person";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPersonQuestions, sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { insertProfile } from "../../test/profile-rows.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { callAs } from "../accounts/accounts-test-helpers.ts";
import { makeMember, staffOf } from "../member-admin/member-admin-test-helpers.ts";
import { staffCall } from "../staff/staff-test-helpers.ts";

let app: FastifyInstance;
let asker: Awaited<ReturnType<typeof makeMember>>;
const ids = { member: 0, fictional: 0, cam: 0 };
const URL = "/api/admin/real-person-questions";
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  asker = await makeMember(app);
  ids.member = await insertProfile(app.db, { name: "Sanne" });
  ids.fictional = await insertProfile(app.db, { name: "Fiona", isFictional: true });
  ids.cam = await insertProfile(app.db, { name: "Camille", isCam: true });
  const [site] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, "amora.test"));
  const siteId = site?.id ?? 0;
  // 60 questions about Fiona on 2026-03-01 (one a minute from 10:00), by the member; on 03-02 a visitor
  // asked about Sanne, on 03-03 the member about Camille.
  await app.db.insert(realPersonQuestions).values([
    ...Array.from({ length: 60 }, (_, minute) => ({
      siteId,
      userId: asker.id,
      profileId: ids.fictional,
      kind: "fictional" as const,
      createdAt: new Date(Date.parse("2026-03-01T10:00:00Z") + minute * 60_000),
    })),
    {
      siteId,
      userId: null,
      profileId: ids.member,
      kind: "member" as const,
      createdAt: at("2026-03-02T12:00:00Z"),
    },
    {
      siteId,
      userId: asker.id,
      profileId: ids.cam,
      kind: "cam" as const,
      createdAt: at("2026-03-03T08:00:00Z"),
    },
  ]);
}, 60_000);
afterAll(() => app.close());

async function log(cookie: string, query = "") {
  const response = await staffCall(app, "GET", `${URL}${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("the back office's real-person log", () => {
  it("lists every question newest first with asker, profile, answer and site, paged", async () => {
    const { cookie } = await staffOf(app, ["moderator"]);
    const first = await log(cookie);
    expect(first).toMatchObject({ total: 62, page: 1, page_size: REAL_PERSON_LOG_PAGE_SIZE });
    expect(first.items).toHaveLength(REAL_PERSON_LOG_PAGE_SIZE);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      asked_at: "2026-03-03T08:00:00.000Z",
      asker: { user_id: asker.id, name: asker.name },
      profile: { id: ids.cam, name: "Camille" },
      kind: "cam",
      site_name: "Amora",
    });
    expect(first.items[1]).toMatchObject({ asker: null, profile: { name: "Sanne" }, kind: "member" });
    expect(first.items[2].asked_at).toBe("2026-03-01T10:59:00.000Z");
    const second = await log(cookie, "?page=2");
    expect(second.items.map((item: { asked_at: string }) => item.asked_at)).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        new Date(Date.parse("2026-03-01T10:11:00Z") - i * 60_000).toISOString(),
      ),
    );
    expect((await log(cookie, "?page=3")).items).toEqual([]);
  });

  it("filters by the profile asked about and by days, both ends included", async () => {
    const { cookie } = await staffOf(app, ["support"]);
    const fiona = await log(cookie, `?profile=${ids.fictional}&page=2`);
    expect(fiona.total).toBe(60);
    expect(fiona.items).toHaveLength(10);
    expect(fiona.items.every((item: { profile: { id: number } }) => item.profile.id === ids.fictional)).toBe(
      true,
    );
    const days = await log(cookie, "?from=2026-03-02&to=2026-03-03");
    expect(days.items.map((item: { kind: string }) => item.kind)).toEqual(["cam", "member"]);
    expect((await log(cookie, "?to=2026-03-01")).total).toBe(60);
    expect((await log(cookie, "?from=2026-03-04")).total).toBe(0);
    expect((await log(cookie, `?profile=${ids.cam}&from=2026-03-01&to=2026-03-02`)).total).toBe(0);
  });

  it("shows an operator only the questions about fictional, cam and resell profiles", async () => {
    const { cookie } = await staffOf(app, ["operator"]);
    const all = await log(cookie);
    expect(all.total).toBe(61);
    expect(all.items.some((item: { kind: string }) => item.kind === "member")).toBe(false);
    expect((await log(cookie, `?profile=${ids.member}`)).total).toBe(0);
    const admin = await staffOf(app, ["admin"]);
    expect((await log(admin.cookie, `?profile=${ids.member}`)).total).toBe(1);
  });

  it("refuses members, visitors and finance, and bad input", async () => {
    expect((await callAs(app, "GET", URL, asker)).statusCode).toBe(401);
    expect((await staffCall(app, "GET", URL)).statusCode).toBe(401);
    const finance = await staffOf(app, ["finance"]);
    const refused = await staffCall(app, "GET", URL, { cookie: finance.cookie });
    expect([refused.statusCode, refused.json().code]).toEqual([403, "FORBIDDEN"]);
    const { cookie } = await staffOf(app, ["moderator"]);
    for (const query of [
      "?profile=abc",
      "?profile=0",
      "?from=2026-13-01",
      "?to=yesterday",
      "?page=0",
      "?page=x",
    ]) {
      expect((await staffCall(app, "GET", `${URL}${query}`, { cookie })).statusCode, query).toBe(400);
    }
  });
});
