/**
 * A child process of db/migrate-race.test.ts: opens DATABASE_URL, says "ready", waits for "go" on stdin (the
 * test sends it once every child is ready, so they migrate at the same instant), then runs the real migration.
 */
import { once } from "node:events";
import { openDatabase } from "../db/client.ts";

const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 });
try {
  console.info("ready");
  await once(process.stdin, "data");
  await database.migrate();
  console.info("migrated");
} finally {
  await database.close();
}
