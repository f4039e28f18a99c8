/** SQL of the member's session list and of the sign-in history the new-device mail compares with. */
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { prepared } from "../../db/prepared.ts";
import { memberLogins, sessions } from "../../db/schema.ts";

/** A member's live sessions, the most recently used first (sessions_user_idx). */
export const selectMemberSessions = prepared("session_list", (db, name) =>
  db
    .select({
      idHash: sessions.idHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, sql.placeholder("userId")), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .prepare(name),
);

/** The member's two newest sign-ins (member_logins_user_idx): the one just made, and whether any came before. */
export const selectNewestLogins = prepared("session_newest_logins", (db, name) =>
  db
    .select({ id: memberLogins.id })
    .from(memberLogins)
    .where(eq(memberLogins.userId, sql.placeholder("userId")))
    .orderBy(desc(memberLogins.at), desc(memberLogins.id))
    .limit(2)
    .prepare(name),
);

/** The member's sign-ins of the last `days` days before one (a login's own row excluded), newest first, at most 200. */
export const selectLoginsBetween = prepared("session_logins_between", (db, name) =>
  db
    .select({ ip: memberLogins.ip, userAgent: memberLogins.userAgent })
    .from(memberLogins)
    .where(
      and(
        eq(memberLogins.userId, sql.placeholder("userId")),
        sql`${memberLogins.at} > now() - ${sql.placeholder("days")}::int * interval '1 day'`,
        lt(memberLogins.id, sql.placeholder("beforeId")),
      ),
    )
    .orderBy(desc(memberLogins.at))
    .limit(200)
    .prepare(name),
);
