/**
 * Member reports (issue 17, item 1): filing with the messages of the reporter's own conversation only,
 * report-and-block, the reporter's outcome, the statement of reasons mailed and listed, one appeal decided
 * by another moderator, the dismissed reports shown in the queue, bad input and who may open the queue.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blocks, memberReports, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { callAs, lastMail, logIn, sessionCookie } from "../accounts/accounts-test-helpers.ts";
import { makeMember, staffOf } from "../member-admin/member-admin-test-helpers.ts";
import { addPhotoRow } from "../moderation/moderation-test-helpers.ts";
import { staffCall } from "../staff/staff-test-helpers.ts";
import {
  appeal as appealAs,
  converse,
  decide,
  decideAppeal,
  fileReport,
  memberPost,
  moderator,
  report,
  reportScene,
  type TestMember,
} from "./reports-test-helpers.ts";

let app: FastifyInstance;
let mod: { id: number; cookie: string };
let otherMod: { id: number; cookie: string };
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  mod = await moderator(app);
  otherMod = await moderator(app);
});
afterAll(() => app.close());

const STATEMENT = "Asking members for money is against the rules of this site.";
const detail = async (id: number, cookie = mod.cookie) => {
  const response = await staffCall(app, "GET", `/api/admin/reports/${id}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().report;
};
const myReports = async (who: TestMember) =>
  (await callAs(app, "GET", "/api/my-reports.php", who)).json().reports;
const decisions = async (who: TestMember) =>
  (await callAs(app, "GET", "/api/report-decisions.php", who)).json().decisions;
const appeal = (who: { cookie: string }, reportId: number, text = "I never asked anyone for money.") =>
  appealAs(app, who, reportId, text);
const issues = (response: { json: () => { issues?: { path: string; code: string }[] } }) =>
  response.json().issues?.map((issue) => `${issue.path}:${issue.code}`);

describe("POST /api/report.php", () => {
  it("files a report with the chosen messages of the reporter's own conversation, copied as they were", async () => {
    const { reporter, reported, messageIds } = await reportScene(app);
    const response = await report(app, reporter, {
      profile_id: reported.profileId,
      reason: "scam",
      message_ids: [messageIds[0], messageIds[2], messageIds[0]],
      details: "  Asked me for money twice.  ",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), blocked: false });
    const shown = await detail(response.json().id);
    expect(shown).toMatchObject({
      reason: "scam",
      status: "open",
      details: "Asked me for money twice.",
      message_count: 2,
      reporter: { user_id: reporter.id, dismissed_reports: 0 },
      reported: { profile_id: reported.profileId, user_id: reported.id },
      appeal_pending: false,
    });
    expect(
      shown.messages.map((m: { text: string; from_reporter: boolean }) => [m.text, m.from_reporter]),
    ).toEqual([
      ["Send me 200 euros and I will visit you.", false],
      ["Then you are worthless.", false],
    ]);
  });

  it("refuses messages of other members' conversations, even one among the reporter's own", async () => {
    const { reporter, reported, messageIds } = await reportScene(app);
    const stranger = await makeMember(app);
    const [othersMessage] = await converse(app, [[reported.profileId, stranger.profileId, "Hello stranger"]]);
    const [ownWithSomeoneElse] = await converse(app, [[reporter.profileId, stranger.profileId, "Hi"]]);
    for (const ids of [
      [othersMessage],
      [messageIds[0], othersMessage],
      [ownWithSomeoneElse],
      [2_147_483_647],
    ]) {
      const response = await report(app, reporter, {
        profile_id: reported.profileId,
        reason: "scam",
        message_ids: ids,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(issues(response)).toEqual(["body.message_ids:not_in_conversation"]);
    }
    expect(await myReports(reporter)).toEqual([]);
  });

  it("reports and blocks in one step", async () => {
    const { reporter, reported } = await reportScene(app);
    const response = await report(app, reporter, {
      profile_id: reported.profileId,
      reason: "harassment",
      block: true,
    });
    expect(response.json()).toMatchObject({ blocked: true });
    const rows = await app.db
      .select()
      .from(blocks)
      .where(
        and(eq(blocks.blockerProfileId, reporter.profileId), eq(blocks.blockedProfileId, reported.profileId)),
      );
    expect(rows).toHaveLength(1);
    const view = await callAs(app, "GET", `/api/profile.php?id=${reporter.profileId}`, reported);
    expect(view.json().code).toBe("BLOCKED_BY_MEMBER");
  });

  it("reports a photo of the reported profile, and refuses a photo of anyone else", async () => {
    const { reporter, reported } = await reportScene(app);
    const photo = await addPhotoRow(app, reported.profileId, "approved");
    const othersPhoto = await addPhotoRow(app, reporter.profileId, "approved");
    const refused = await report(app, reporter, {
      profile_id: reported.profileId,
      reason: "explicit_content",
      photo_id: othersPhoto.id,
    });
    expect(issues(refused)).toEqual(["body.photo_id:not_found"]);
    const id = await fileReport(app, reporter, reported, { reason: "explicit_content", photo_id: photo.id });
    expect((await detail(id)).photo).toMatchObject({ id: photo.id, moderation: "approved" });
  });

  it("refuses bad input: wrong types, a missing reason, huge text, own or unknown profile, 'other' without words", async () => {
    const { reporter, reported } = await reportScene(app);
    const bad = async (payload: object, expected: string[], status = 400) => {
      const response = await report(app, reporter, payload);
      expect(response.statusCode, `${JSON.stringify(payload)} ${response.body}`).toBe(status);
      if (expected.length) expect(issues(response)).toEqual(expected);
    };
    const to = reported.profileId;
    await bad({ profile_id: to }, ["body.reason:invalid_value"]);
    await bad({ profile_id: to, reason: "rude" }, ["body.reason:invalid_value"]);
    await bad({ profile_id: String(to), reason: "scam" }, ["body.profile_id:invalid_type"]);
    await bad({ profile_id: to, reason: "scam", message_ids: "1" }, ["body.message_ids:invalid_type"]);
    await bad({ profile_id: to, reason: "scam", block: "yes" }, ["body.block:invalid_type"]);
    await bad({ profile_id: to, reason: "scam", details: "x".repeat(2001) }, ["body.details:too_big"]);
    await bad({ profile_id: to, reason: "scam", message_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, [
      "body.message_ids:too_big",
    ]);
    await bad({ profile_id: to, reason: "other", details: "   " }, ["body.details:required"]);
    await bad({ profile_id: reporter.profileId, reason: "scam" }, ["body.profile_id:own_profile"]);
    await bad({ profile_id: 2_147_483_647, reason: "scam" }, [], 404);
    expect(await myReports(reporter)).toEqual([]);
    const visitor = await callAs(app, "POST", "/api/report.php", undefined, {
      profile_id: to,
      reason: "scam",
    });
    expect([visitor.statusCode, visitor.json().code]).toEqual([403, "authentication_required"]);
  });
});

describe("deciding a report", () => {
  it("suspends the reported member: the reporter sees the outcome, the member the statement by mail and in the account", async () => {
    const { reporter, reported, messageIds } = await reportScene(app);
    const id = await fileReport(app, reporter, reported, { message_ids: messageIds.slice(0, 2) });
    expect(await myReports(reporter)).toEqual([
      expect.objectContaining({
        id,
        status: "open",
        action: null,
        message_count: 2,
        profile_name: reported.name,
      }),
    ]);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const response = await decide(app, mod.cookie, id, { action: "suspend", until, statement: STATEMENT });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report).toMatchObject({
      status: "actioned",
      action: "suspend",
      statement: STATEMENT,
    });
    const [user] = await app.db.select().from(users).where(eq(users.id, reported.id));
    expect(user?.suspendedUntil?.toISOString()).toBe(until);
    expect(user?.sanctionReason).toBe(STATEMENT);

    expect(await myReports(reporter)).toEqual([
      expect.objectContaining({ id, status: "actioned", action: "suspend" }),
    ]);
    const mail = await lastMail(app, reported.email);
    expect(mail.kind).toBe("report_decision");
    expect(mail.text).toContain("a moderator has suspended your account");
    expect(mail.text).toContain(STATEMENT);
    expect(mail.text).toContain("appeal it once");
    const [line] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(line).toMatchObject({ action: "report.suspend", targetType: "report", staffId: mod.id });
  });

  it("warns: the statement reaches the member's account alerts and mail, the record keeps a note", async () => {
    const { reporter, reported } = await reportScene(app);
    const id = await fileReport(app, reporter, reported);
    expect((await decide(app, mod.cookie, id, { action: "warn", statement: STATEMENT })).statusCode).toBe(
      200,
    );
    expect(await decisions(reported)).toEqual([
      {
        id,
        action: "warn",
        reason: "scam",
        statement: STATEMENT,
        decided_at: expect.any(String),
        can_appeal: true,
        appeal: null,
      },
    ]);
    expect((await lastMail(app, reported.email)).text).toContain("a moderator has given you a warning");
    expect(await decisions(reporter)).toEqual([]);
    const record = (
      await staffCall(app, "GET", `/api/admin/members/${reported.id}`, { cookie: mod.cookie })
    ).json();
    expect(record.notes[0].body).toBe(`Warning (report #${id}): ${STATEMENT}`);
  });

  it("removes the reported photo with the statement as the reason", async () => {
    const { reporter, reported } = await reportScene(app);
    const photo = await addPhotoRow(app, reported.profileId, "approved");
    const id = await fileReport(app, reporter, reported, { photo_id: photo.id });
    const response = await decide(app, mod.cookie, id, {
      action: "remove_photo",
      photo_id: photo.id,
      statement: STATEMENT,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report.photo).toMatchObject({ id: photo.id, moderation: "rejected" });
  });

  it("dismisses: no mail to the reported member, and the reporter's dismissed reports show in the queue", async () => {
    const { reporter, reported } = await reportScene(app);
    const first = await fileReport(app, reporter, reported);
    const second = await fileReport(app, reporter, reported, { reason: "spam" });
    await decide(app, mod.cookie, first, { action: "dismiss", statement: "Nothing against the rules here." });
    await decide(app, mod.cookie, second, {
      action: "dismiss",
      statement: "Nothing against the rules here.",
    });
    expect(await decisions(reported)).toEqual([]);
    expect(await myReports(reporter)).toEqual([
      expect.objectContaining({ id: second, status: "dismissed", action: "dismiss" }),
      expect.objectContaining({ id: first, status: "dismissed", action: "dismiss" }),
    ]);
    const third = await fileReport(app, reporter, reported);
    const queue = (
      await staffCall(app, "GET", "/api/admin/reports?queue=open&order=desc", { cookie: mod.cookie })
    ).json();
    expect(queue.items.find((item: { id: number }) => item.id === third).reporter.dismissed_reports).toBe(2);
    const closed = (
      await staffCall(app, "GET", "/api/admin/reports?queue=closed&order=desc", { cookie: mod.cookie })
    ).json();
    expect(closed.items.map((item: { id: number }) => item.id)).toEqual(
      expect.arrayContaining([first, second]),
    );
  });

  it("refuses a second decision, a statement too short or too long, a photo of another profile", async () => {
    const { reporter, reported } = await reportScene(app);
    const othersPhoto = await addPhotoRow(app, reporter.profileId, "approved");
    const id = await fileReport(app, reporter, reported);
    expect((await decide(app, mod.cookie, id, { action: "warn", statement: "short" })).statusCode).toBe(400);
    expect(
      (await decide(app, mod.cookie, id, { action: "warn", statement: "x".repeat(2001) })).statusCode,
    ).toBe(400);
    expect((await decide(app, mod.cookie, id, { action: "erase", statement: STATEMENT })).statusCode).toBe(
      400,
    );
    expect((await decide(app, mod.cookie, id, { action: "suspend", statement: STATEMENT })).statusCode).toBe(
      400,
    );
    const photo = await decide(app, mod.cookie, id, {
      action: "remove_photo",
      photo_id: othersPhoto.id,
      statement: STATEMENT,
    });
    expect(issues(photo)).toEqual(["body.photo_id:not_found"]);
    // The refused action gave the report back to the queue, undecided.
    expect(await detail(id)).toMatchObject({ status: "open", action: null, statement: null });
    expect((await decide(app, mod.cookie, id, { action: "warn", statement: STATEMENT })).statusCode).toBe(
      200,
    );
    const again = await decide(app, otherMod.cookie, id, { action: "ban", statement: STATEMENT });
    expect([again.statusCode, again.json().code]).toEqual([409, "REPORT_ALREADY_DECIDED"]);
    expect(
      (await decide(app, mod.cookie, 2_147_483_647, { action: "warn", statement: STATEMENT })).statusCode,
    ).toBe(404);
  });
});

describe("appeals", () => {
  async function suspended() {
    const { reporter, reported } = await reportScene(app);
    const id = await fileReport(app, reporter, reported);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await decide(app, mod.cookie, id, { action: "suspend", until, statement: STATEMENT });
    // The suspended member's own session ended; the appeal is theirs once they can log in (here: warned).
    return { reporter, reported, id };
  }

  it("takes one appeal of a decision against the member, and no second", async () => {
    const { reporter, reported } = await reportScene(app);
    const id = await fileReport(app, reporter, reported);
    await decide(app, mod.cookie, id, { action: "warn", statement: STATEMENT });
    const first = await appeal(reported, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().decision).toMatchObject({
      id,
      can_appeal: false,
      appeal: { text: "I never asked anyone for money.", outcome: null },
    });
    const second = await appeal(reported, id, "Please look again at it.");
    expect([second.statusCode, second.json().code]).toEqual([409, "APPEAL_NOT_POSSIBLE"]);
    const [row] = await app.db.select().from(memberReports).where(eq(memberReports.id, id));
    expect(row?.appealText).toBe("I never asked anyone for money.");
  });

  it("refuses an appeal of someone else's decision, of an open or dismissed report, and bad input", async () => {
    const { reporter, reported } = await reportScene(app);
    const open = await fileReport(app, reporter, reported);
    expect((await appeal(reported, open)).statusCode).toBe(404);
    const dismissed = await fileReport(app, reporter, reported);
    await decide(app, mod.cookie, dismissed, { action: "dismiss", statement: "Nothing against the rules." });
    expect((await appeal(reported, dismissed)).statusCode).toBe(404);
    const warned = await fileReport(app, reporter, reported);
    await decide(app, mod.cookie, warned, { action: "warn", statement: STATEMENT });
    expect((await appeal(reporter, warned)).statusCode).toBe(404);
    expect((await appeal(reported, warned, "short")).statusCode).toBe(400);
    expect((await appeal(reported, warned, "x".repeat(2001))).statusCode).toBe(400);
    const wrongType = await memberPost(app, reported, "/api/report-appeal.php", {
      report_id: "1",
      text: "Long enough text.",
    });
    expect(issues(wrongType)).toEqual(["body.report_id:invalid_type"]);
    expect((await decisions(reported))[0]).toMatchObject({ id: warned, can_appeal: true });
  });

  it("is decided by another moderator only; a reversal lifts the suspension and the member is mailed", async () => {
    const { reported, id } = await suspended();
    // The member appeals (their account is suspended, so the appeal goes in as it would after the suspension).
    await app.db.update(users).set({ suspendedUntil: null }).where(eq(users.id, reported.id));
    const session = { cookie: sessionCookie(await logIn(app, reported.email, reported.password)) };
    expect((await appeal(session, id)).statusCode).toBe(200);
    await app.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, reported.id));

    const queue = (
      await staffCall(app, "GET", "/api/admin/reports?queue=appeals&order=desc", { cookie: otherMod.cookie })
    ).json();
    expect(queue.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      appeal_pending: true,
    });
    const same = await decideAppeal(app, mod.cookie, id, {
      outcome: "reversed",
      statement: "On second thought.",
    });
    expect([same.statusCode, same.json().code]).toEqual([403, "APPEAL_SAME_MODERATOR"]);
    const other = await decideAppeal(app, otherMod.cookie, id, {
      outcome: "reversed",
      statement: "The messages do not show a request for money.",
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().report.appeal).toMatchObject({
      outcome: "reversed",
      decided_by_email: expect.any(String),
    });
    const [user] = await app.db.select().from(users).where(eq(users.id, reported.id));
    expect(user?.suspendedUntil).toBeNull();
    const mail = await lastMail(app, reported.email);
    expect(mail.kind).toBe("appeal_decision");
    expect(mail.text).toContain("The decision has been reversed.");
    const twice = await decideAppeal(app, otherMod.cookie, id, {
      outcome: "upheld",
      statement: "Changed my mind again.",
    });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses to decide an appeal that was not made", async () => {
    const { reporter, reported } = await reportScene(app);
    const id = await fileReport(app, reporter, reported);
    await decide(app, mod.cookie, id, { action: "warn", statement: STATEMENT });
    const response = await decideAppeal(app, otherMod.cookie, id, {
      outcome: "upheld",
      statement: STATEMENT,
    });
    expect([response.statusCode, response.json().code]).toEqual([409, "BAD_REQUEST"]);
  });
});

describe("who opens the report queue", () => {
  it("refuses members, visitors and staff without the moderator or admin role", async () => {
    const { reporter, reported } = await reportScene(app);
    const id = await fileReport(app, reporter, reported);
    const support = await staffOf(app, ["support"]);
    const calls = [
      ["GET", "/api/admin/reports"],
      ["GET", `/api/admin/reports/${id}`],
      ["POST", `/api/admin/reports/${id}/decide`],
      ["POST", `/api/admin/reports/${id}/appeal`],
    ] as const;
    for (const [method, url] of calls) {
      const payload =
        method === "POST" ? { action: "dismiss", outcome: "upheld", statement: STATEMENT } : undefined;
      const asMember = await app.inject({
        method,
        url,
        headers: { "x-request-type": "client", host: "amora.test", cookie: reporter.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(asMember.statusCode, `${method} ${url} as a member`).toBe(401);
      const asSupport = await staffCall(app, method, url, {
        cookie: support.cookie,
        ...(payload ? { payload } : {}),
      });
      expect(asSupport.statusCode, `${method} ${url} as support`).toBe(403);
    }
    expect((await detail(id)).status).toBe("open");
  });
});
