/** SQL of the "is this a real person?" log. */
import type { RealPersonKind } from "@amora/contract/real-person";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { realPersonQuestions } from "../../db/schema.ts";

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

export interface RealPersonQuestion {
  siteId: number;
  /** Null for a visitor. */
  userId: number | null;
  profileId: number;
  kind: RealPersonKind;
}

export async function logRealPersonQuestion(db: Db, question: RealPersonQuestion): Promise<void> {
  await insertQuestion(db).execute(question);
}
