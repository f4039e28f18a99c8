/** SQL of the "is this a real person?" log. */
import type { RealPersonKind } from "@amora/contract/real-person";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { realPersonQuestions, users } from "../../db/schema.ts";

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
