/**
 * A named prepared statement written as SQL text (a data-modifying CTE, which Drizzle's builders cannot
 * express), with `sql.placeholder(...)` for its parameters: built once per database like `prepared`, sent
 * by name so PostgreSQL parses and plans it once per connection. Rows come back as the driver gives them
 * (snake_case columns; timestamps as text on PostgreSQL, as dates on PGlite).
 */
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { prepared } from "./prepared.ts";

const dialect = new PgDialect();

export function preparedSql<Row>(name: string, query: SQL) {
  const statement = prepared(name, (db: Db, named) =>
    db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, named, false),
  );
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await statement(db).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
