/** SQL of member reports (issue 17, item 1): filing them, the reporter's list, the queue, the decisions. */
import type { ReportQueue } from "@amora/contract/admin-reports";
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  conversations,
  memberReportMessages,
  memberReports,
  messages,
  photos,
  profiles,
  sites,
  staff,
  users,
} from "../../db/schema.ts";

/** The messages among `ids` of the conversation between two profiles (others' conversations: none). */
export function selectConversationMessages(db: Db, reporter: number, reported: number, ids: number[]) {
  const [low, high] = reporter < reported ? [reporter, reported] : [reported, reporter];
  return db
    .select({
      id: messages.id,
      senderProfileId: messages.senderProfileId,
      kind: messages.kind,
      text: messages.text,
      gift: messages.gift,
      sentAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        inArray(messages.id, ids),
        eq(conversations.lowProfileId, low),
        eq(conversations.highProfileId, high),
      ),
    )
    .orderBy(asc(messages.id));
}
export type ConversationMessage = Awaited<ReturnType<typeof selectConversationMessages>>[number];

export async function selectPhotoOf(db: Db, photoId: number, profileId: number) {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)));
  return row;
}

export type NewReport = Pick<
  typeof memberReports.$inferInsert,
  "reporterUserId" | "reportedProfileId" | "photoId" | "reason" | "details" | "blocked"
>;

export function insertReport(db: Db, report: NewReport, attached: ConversationMessage[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(memberReports).values(report).returning({ id: memberReports.id });
    if (!row) throw new Error("report not inserted");
    if (attached.length > 0) {
      await tx.insert(memberReportMessages).values(
        attached.map((message) => ({
          reportId: row.id,
          messageId: message.id,
          senderProfileId: message.senderProfileId,
          kind: message.kind,
          text: message.kind === "gift" ? (message.gift ?? "") : message.text,
          sentAt: message.sentAt,
        })),
      );
    }
    return row.id;
  });
}

const messageCount = sql<number>`(select count(*)::int from ${memberReportMessages} where ${memberReportMessages.reportId} = ${memberReports.id})`;

export function selectReportsBy(db: Db, userId: number) {
  return db
    .select({
      report: memberReports,
      profileName: profiles.name,
      messageCount,
    })
    .from(memberReports)
    .innerJoin(profiles, eq(profiles.id, memberReports.reportedProfileId))
    .where(eq(memberReports.reporterUserId, userId))
    .orderBy(desc(memberReports.createdAt), desc(memberReports.id))
    .limit(100);
}

/** The decisions with an action against a profile: what its member reads and may appeal. */
export function selectDecisionsAgainst(db: Db, profileId: number, reportId?: number) {
  return db
    .select()
    .from(memberReports)
    .where(
      and(
        eq(memberReports.reportedProfileId, profileId),
        eq(memberReports.status, "actioned"),
        reportId === undefined ? undefined : eq(memberReports.id, reportId),
      ),
    )
    .orderBy(desc(memberReports.decidedAt))
    .limit(50);
}
export type ReportRow = typeof memberReports.$inferSelect;

/** The one appeal: stored only when the decision was an action and there was none yet. */
export async function storeAppeal(db: Db, reportId: number, profileId: number, text: string) {
  const [row] = await db
    .update(memberReports)
    .set({ appealText: text, appealedAt: new Date() })
    .where(
      and(
        eq(memberReports.id, reportId),
        eq(memberReports.reportedProfileId, profileId),
        eq(memberReports.status, "actioned"),
        isNull(memberReports.appealedAt),
      ),
    )
    .returning();
  return row;
}

const reporterUser = alias(users, "reporter_user");
const reporterProfile = alias(profiles, "reporter_profile");
const reportedUser = alias(users, "reported_user");
const decider = alias(staff, "decider");
const appealDecider = alias(staff, "appeal_decider");

/** How many of this reporter's reports a moderator dismissed. */
const dismissedReports = sql<number>`(select count(*)::int from ${memberReports} as dismissed where dismissed.reporter_user_id = ${memberReports.reporterUserId} and dismissed.status = 'dismissed')`;

const QUEUES: Record<ReportQueue, SQL | undefined> = {
  open: eq(memberReports.status, "open"),
  appeals: and(isNotNull(memberReports.appealedAt), isNull(memberReports.appealOutcome)),
  closed: ne(memberReports.status, "open"),
};

function summaryQuery(db: Db) {
  return db
    .select({
      report: memberReports,
      reporterName: reporterProfile.name,
      reportedName: profiles.name,
      reportedUserId: reportedUser.id,
      dismissedReports,
      messageCount,
      decidedByEmail: decider.email,
      appealDecidedByEmail: appealDecider.email,
    })
    .from(memberReports)
    .innerJoin(reporterUser, eq(reporterUser.id, memberReports.reporterUserId))
    .innerJoin(reporterProfile, eq(reporterProfile.id, reporterUser.profileId))
    .innerJoin(profiles, eq(profiles.id, memberReports.reportedProfileId))
    .leftJoin(reportedUser, eq(reportedUser.profileId, memberReports.reportedProfileId))
    .leftJoin(decider, eq(decider.id, memberReports.decidedBy))
    .leftJoin(appealDecider, eq(appealDecider.id, memberReports.appealDecidedBy));
}
export type ReportSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

/** `q` as the reported profile's id (digits) or a part of its name. */
function reportedMatch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const byName = ilike(profiles.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return /^\d{1,9}$/.test(q) ? or(eq(profiles.id, Number(q)), byName) : byName;
}

export async function selectReportPage(
  db: Db,
  filter: {
    queue: ReportQueue;
    q?: string | undefined;
    order: "asc" | "desc";
    limit: number;
    offset: number;
  },
) {
  const where = and(QUEUES[filter.queue], reportedMatch(filter.q));
  const direction = filter.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(direction(memberReports.createdAt), direction(memberReports.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(memberReports)
      .innerJoin(profiles, eq(profiles.id, memberReports.reportedProfileId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function selectReport(db: Db, id: number) {
  const [row] = await summaryQuery(db).where(eq(memberReports.id, id));
  return row;
}

export async function selectReportEvidence(db: Db, report: ReportRow) {
  const [attached, profile, profilePhotos, cdn] = await Promise.all([
    db
      .select()
      .from(memberReportMessages)
      .where(eq(memberReportMessages.reportId, report.id))
      .orderBy(asc(memberReportMessages.sentAt)),
    db
      .select({ about: profiles.about, city: profiles.city, country: profiles.country })
      .from(profiles)
      .where(eq(profiles.id, report.reportedProfileId)),
    db
      .select({
        id: photos.id,
        filename: photos.filename,
        thumb: photos.thumbFilename,
        moderation: photos.moderation,
      })
      .from(photos)
      .where(eq(photos.profileId, report.reportedProfileId))
      .orderBy(asc(photos.position)),
    db
      .select({ prefix: sites.cdnPrefix })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(eq(users.id, report.reporterUserId)),
  ]);
  return {
    attached,
    profile: profile[0] ?? { about: "", city: "", country: "" },
    photos: profilePhotos,
    cdnPrefix: cdn[0]?.prefix ?? "/media/",
  };
}

/** Records the decision of an open report; none when it was decided meanwhile. */
export async function storeDecision(
  db: Db,
  id: number,
  decision: Pick<ReportRow, "status" | "action" | "statement" | "decidedBy">,
) {
  const [row] = await db
    .update(memberReports)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(memberReports.id, id), eq(memberReports.status, "open")))
    .returning({ id: memberReports.id });
  return row;
}

/** Gives a claimed report back to the queue (its action was refused). */
export async function reopenReport(db: Db, id: number) {
  await db
    .update(memberReports)
    .set({ status: "open", action: null, statement: null, decidedBy: null, decidedAt: null })
    .where(eq(memberReports.id, id));
}

/** Records an appeal's decision by a moderator who did not take the action; none when that does not hold. */
export async function storeAppealDecision(
  db: Db,
  id: number,
  decision: { outcome: "upheld" | "reversed"; statement: string; staffId: number },
) {
  const [row] = await db
    .update(memberReports)
    .set({
      appealOutcome: decision.outcome,
      appealStatement: decision.statement,
      appealDecidedBy: decision.staffId,
      appealDecidedAt: new Date(),
    })
    .where(
      and(
        eq(memberReports.id, id),
        isNotNull(memberReports.appealedAt),
        isNull(memberReports.appealOutcome),
        or(isNull(memberReports.decidedBy), ne(memberReports.decidedBy, decision.staffId)),
      ),
    )
    .returning({ id: memberReports.id });
  return row;
}

/** The reported profile's member, to mail the statement to (none for a profile without an account). */
