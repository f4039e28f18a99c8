/** "Is the member on the site right now?" as SQL, for the dispatcher's and the presence service's queries. */
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { presenceTabs } from "../../db/schema.ts";
import { PRESENCE_FRESH_MS } from "./notification-rules.ts";

/** True while one of the member's tabs is visible and its node refreshed it lately (a dead node's rows age out). */
export function isPresentSql(profileId: AnyPgColumn | SQL | number): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${presenceTabs}
    where ${presenceTabs.profileId} = ${profileId}
      and ${presenceTabs.visible}
      and ${presenceTabs.seenAt} > now() - make_interval(secs => ${PRESENCE_FRESH_MS / 1000}))`;
}
