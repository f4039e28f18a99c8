/**
 * The plans of GET /api/user.php's badge counts (docs/performance.md, "User view and likes"): runs
 * EXPLAIN (ANALYZE, BUFFERS) on each count subquery exactly as the user view embeds it, for one member,
 * on the database BENCH_DATABASE_URL names (made with `npm run db:seed` then bench/user-view-data.sql).
 * `node bench/user-view-plans.ts [userId]`
 */
import { eq } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/src/db/client.ts";
import { profiles, users } from "../server/src/db/schema.ts";
import { unreadMessagesOf } from "../server/src/features/chat/chat.columns.ts";
import { newLikesOf } from "../server/src/features/likes/likes.columns.ts";

const url = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/amora_bench";
const userId = Number(process.argv[2] ?? 1);
const database = await openDatabase({ url, poolSize: 1 });
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  for (const [label, column] of [
    ["new_likes", newLikesOf(profiles.id)],
    ["unread_messages", unreadMessagesOf(profiles.id)],
  ] as const) {
    // From users joined to profiles, as the view reads it (with one table drizzle would not qualify the
    // outer column, and the subquery would read its own).
    const query = database.db
      .select({ n: column })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profileId))
      .where(eq(users.id, userId))
      .toSQL();
    // Twice: the second run is the warm one a member's repeated calls see.
    for (const run of ["cold", "warm"]) {
      const { rows } = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
      console.log(
        `-- ${label} (${run})\n${rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n")}\n`,
      );
    }
  }
} finally {
  await client.end();
  await database.close();
}
