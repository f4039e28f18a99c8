/**
 * Named prepared statements, built once per database (decision 030).
 *
 * `pg` sends a statement with a name through PostgreSQL's extended protocol once per connection, and only
 * its parameters after that: the server parses and plans it once, not on every call, and Drizzle builds its
 * SQL text once, not per request. A statement is built on the first call for each `Db` (tests open many),
 * so module code can declare it next to the query it replaces.
 *
 * Names are global on a connection: two different statements under one name would make `pg` fail at run
 * time, so a name declared twice fails when the module loads instead.
 *
 * Inside a transaction use the transaction's own builder (`tx`), not a statement from here: these run on
 * whichever pooled connection is free, outside the transaction.
 */
import type { Db } from "./client.ts";

const names = new Set<string>();

export function prepared<Statement>(
  name: string,
  build: (db: Db, name: string) => Statement,
): (db: Db) => Statement {
  if (names.has(name)) throw new Error(`prepared statement "${name}" is declared twice`);
  names.add(name);
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement;
  };
}
