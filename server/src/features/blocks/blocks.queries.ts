/** SQL of blocks between members. */
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { blocks } from "../../db/schema.ts";

export async function insertBlock(db: Db, blocker: number, blocked: number): Promise<void> {
  await db
    .insert(blocks)
    .values({ blockerProfileId: blocker, blockedProfileId: blocked })
    .onConflictDoNothing();
}

export async function deleteBlock(db: Db, blocker: number, blocked: number): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerProfileId, blocker), eq(blocks.blockedProfileId, blocked)));
}

/** The blocks between two profiles, in either direction. */
export function selectBlocksBetween(db: Db, a: number, b: number) {
  return db
    .select({ blocker: blocks.blockerProfileId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerProfileId, a), eq(blocks.blockedProfileId, b)),
        and(eq(blocks.blockerProfileId, b), eq(blocks.blockedProfileId, a)),
      ),
    );
}

/** Everyone a profile blocked or was blocked by: two index reads (blocks_pair_key, blocks_blocked_idx). */
export const selectBlockedEitherWay = prepared("blocks_either_way", (db, name) => {
  const profile = sql.placeholder("profile");
  return db
    .select({ id: blocks.blockedProfileId })
    .from(blocks)
    .where(eq(blocks.blockerProfileId, profile))
    .unionAll(
      db.select({ id: blocks.blockerProfileId }).from(blocks).where(eq(blocks.blockedProfileId, profile)),
    )
    .prepare(name);
});
