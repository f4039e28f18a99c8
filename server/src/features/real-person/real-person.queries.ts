/** SQL of the "is this a real person?" log: writing it, and the back office's pages of it. */
import type { RealPersonKind } from "@amora/contract/real-person";
import { and, count, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { profiles, realPersonQuestions, sites, users } from "../../db/schema.ts";

const insertQuestion = prepared("real_person_question_insert", (db, name) =>
  db
    .insert(realPersonQuestions)
    .values({
      siteId: sql.placeholder("siteId"),
      userId: sql.placeholder("userId"),
      profileId: sql.placeholder("profileId"),
      kind: sql.placeholder("kind"),
    })
    .prepare(name),
);

/** A type, not an interface: a prepared statement takes a plain record of its placeholders. */
export type RealPersonQuestion = {
  siteId: number;
  /** Null for a visitor. */
  userId: number | null;
  profileId: number;
  kind: RealPersonKind;
};

export async function logRealPersonQuestion(db: Db, question: RealPersonQuestion): Promise<void> {
  await insertQuestion(db).execute(question);
}

const confirmedAccount = prepared("real_person_confirmed_account", (db, name) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.profileId, sql.placeholder("profileId")),
        eq(users.status, "active"),
        isNull(users.deletedAt),
      ),
    )
    .prepare(name),
);

/** Whether the profile belongs to a live account whose e-mail address is confirmed (users_profile_key). */
export async function hasConfirmedAccount(db: Db, profileId: number): Promise<boolean> {
  const rows = await confirmedAccount(db).execute({ profileId });
  return rows.length > 0;
}

// ---- the back office's log (decision 053) ----

const askerProfile = alias(profiles, "asker_profile");

/** One page of the log, newest first: by profile on real_person_questions_profile_idx, else on _created_idx. */
function logPage(db: Db, name: string, byProfile: boolean) {
  return db
    .select({
      id: realPersonQuestions.id,
      askedAt: realPersonQuestions.createdAt,
      kind: realPersonQuestions.kind,
      profileId: realPersonQuestions.profileId,
      profileName: profiles.name,
      askerUserId: users.id,
      askerName: askerProfile.name,
      siteName: sites.name,
    })
    .from(realPersonQuestions)
    .innerJoin(profiles, eq(profiles.id, realPersonQuestions.profileId))
    .innerJoin(sites, eq(sites.id, realPersonQuestions.siteId))
    .leftJoin(users, eq(users.id, realPersonQuestions.userId))
    .leftJoin(askerProfile, eq(askerProfile.id, users.profileId))
    .where(logFilter(byProfile))
    .orderBy(desc(realPersonQuestions.createdAt), desc(realPersonQuestions.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(name);
}

function logCount(db: Db, name: string, byProfile: boolean) {
  return db.select({ n: count() }).from(realPersonQuestions).where(logFilter(byProfile)).prepare(name);
}

/** The day range always, the profile when given; `everyKind` false keeps the operators' profiles only. */
function logFilter(byProfile: boolean) {
  return and(
    byProfile ? eq(realPersonQuestions.profileId, sql.placeholder("profileId")) : undefined,
    gte(realPersonQuestions.createdAt, sql.placeholder("from")),
    lt(realPersonQuestions.createdAt, sql.placeholder("before")),
    sql`(${sql.placeholder("everyKind")}::boolean or ${realPersonQuestions.kind} <> 'member')`,
  );
}

const pageOfProfile = prepared("real_person_log_profile", (db, name) => logPage(db, name, true));
const pageOfAll = prepared("real_person_log_all", (db, name) => logPage(db, name, false));
const countOfProfile = prepared("real_person_log_profile_count", (db, name) => logCount(db, name, true));
const countOfAll = prepared("real_person_log_all_count", (db, name) => logCount(db, name, false));

/** A type, as RealPersonQuestion: the statements take it as their placeholders' record. */
export type LogFilter = {
  profileId?: number | undefined;
  from: Date;
  before: Date;
  /** False for an operator: only questions about fictional, cam and resell profiles. */
  everyKind: boolean;
  limit: number;
  offset: number;
};

export async function selectQuestionPage(db: Db, filter: LogFilter) {
  const { limit, offset, ...where } = filter;
  const [rows, [total]] =
    where.profileId === undefined
      ? await Promise.all([pageOfAll(db).execute(filter), countOfAll(db).execute(where)])
      : await Promise.all([pageOfProfile(db).execute(filter), countOfProfile(db).execute(where)]);
  return { rows, total: total?.n ?? 0 };
}
