/** Helpers for the reports tests: two members with a conversation made straight in the database, a report. */
import type { FastifyInstance } from "fastify";
import { conversationMembers, conversations, messages } from "../../db/schema.ts";
import { CLIENT, nextIp } from "../accounts/accounts-test-helpers.ts";
import { makeMember } from "../member-admin/member-admin-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

export type TestMember = Awaited<ReturnType<typeof makeMember>>;

/** A conversation between two profiles with these messages (sender first), oldest first: their ids. */
export async function converse(app: FastifyInstance, lines: [from: number, to: number, text: string][]) {
  const [first] = lines;
  if (!first) return [];
  const [low, high] = first[0] < first[1] ? [first[0], first[1]] : [first[1], first[0]];
  const [conversation] = await app.db
    .insert(conversations)
    .values({ lowProfileId: low, highProfileId: high, startedByProfileId: first[0] })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error("conversation not inserted");
  await app.db.insert(conversationMembers).values([
    { conversationId: conversation.id, profileId: low, otherProfileId: high },
    { conversationId: conversation.id, profileId: high, otherProfileId: low },
  ]);
  const rows = await app.db
    .insert(messages)
    .values(
      lines.map(([from, , text]) => ({
        conversationId: conversation.id,
        senderProfileId: from,
        kind: "text" as const,
        text,
      })),
    )
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

/** A reporter, the member they report, and the messages of their conversation (the reported member's first). */
export async function reportScene(app: FastifyInstance) {
  const reporter = await makeMember(app);
  const reported = await makeMember(app, { gender: "female", seeking: "male" });
  const messageIds = await converse(app, [
    [reported.profileId, reporter.profileId, "Send me 200 euros and I will visit you."],
    [reporter.profileId, reported.profileId, "No, thank you."],
    [reported.profileId, reporter.profileId, "Then you are worthless."],
  ]);
  return { reporter, reported, messageIds };
}

/** A member's POST from an address of its own (the limited routes count per address). */
export function memberPost(app: FastifyInstance, who: { cookie: string }, url: string, payload: object) {
  return app.inject({
    method: "POST",
    url,
    headers: { ...CLIENT, cookie: who.cookie, "x-forwarded-for": nextIp() },
    payload,
  });
}

export function report(app: FastifyInstance, who: TestMember, payload: object) {
  return memberPost(app, who, "/api/report.php", payload);
}

export function appeal(app: FastifyInstance, who: { cookie: string }, reportId: number, text: string) {
  return memberPost(app, who, "/api/report-appeal.php", { report_id: reportId, text });
}

/** An open report of `reported` by `reporter`: its id. */
export async function fileReport(
  app: FastifyInstance,
  reporter: TestMember,
  reported: TestMember,
  extra: object = {},
) {
  const response = await report(app, reporter, { profile_id: reported.profileId, reason: "scam", ...extra });
  if (response.statusCode !== 201) throw new Error(`report not filed: ${response.body}`);
  return response.json().id as number;
}

export async function moderator(app: FastifyInstance) {
  const member = await makeStaff(app, ["moderator"]);
  return { id: member.id, cookie: await staffSession(app, member.id) };
}

export function decide(app: FastifyInstance, cookie: string, id: number, payload: object) {
  return staffCall(app, "POST", `/api/admin/reports/${id}/decide`, { cookie, payload });
}

export function decideAppeal(app: FastifyInstance, cookie: string, id: number, payload: object) {
  return staffCall(app, "POST", `/api/admin/reports/${id}/appeal`, { cookie, payload });
}
