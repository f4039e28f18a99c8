/** SQL of presence_tabs: one row per open tab (features/notifications/presence.service.ts says when). */
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { presenceTabs } from "../../db/schema.ts";
import { isPresentSql } from "./presence.columns.ts";

export interface NewTab {
  id: string;
  profileId: number;
  sessionIdHash: string;
  visible: boolean;
}

export async function insertTab(db: Db, tab: NewTab): Promise<void> {
  await db.insert(presenceTabs).values(tab);
}

/** A visibility frame also proves the tab alive: seen now. */
export async function updateTabVisibility(db: Db, id: string, visible: boolean): Promise<void> {
  await db.update(presenceTabs).set({ visible, seenAt: sql`now()` }).where(eq(presenceTabs.id, id));
}

export async function hideSessionTabs(db: Db, sessionIdHash: string): Promise<void> {
  await db.update(presenceTabs).set({ visible: false }).where(eq(presenceTabs.sessionIdHash, sessionIdHash));
}

/**
 * Every tab of a node in one statement, whatever their number: the ids go as one array parameter, so the
 * statement text (and its plan) is the same for 1 tab or 10,000.
 */
const refreshTabsStatement = prepared("presence_refresh", (db, name) =>
  db
    .update(presenceTabs)
    .set({ seenAt: sql`now()` })
    .where(sql`${presenceTabs.id} = any(${sql.placeholder("ids")}::text[])`)
    .prepare(name),
);

export async function touchTabs(db: Db, ids: readonly string[]): Promise<void> {
  await refreshTabsStatement(db).execute({ ids: [...ids] });
}

export async function deleteTabs(db: Db, ids: readonly string[]): Promise<void> {
  await db.delete(presenceTabs).where(sql`${presenceTabs.id} = any(${sql.param([...ids])}::text[])`);
}

export async function deleteTabsSeenBefore(db: Db, before: Date): Promise<void> {
  await db.delete(presenceTabs).where(lt(presenceTabs.seenAt, before));
}

export async function selectIsPresent(db: Db, profileId: number): Promise<boolean> {
  const result = (await db.execute(sql`select ${isPresentSql(profileId)} as present`)) as {
    rows: { present: boolean }[];
  };
  return result.rows[0]?.present === true;
}
