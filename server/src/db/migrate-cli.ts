/** `npm run db:migrate`: applies pending migrations to the configured database (PostgreSQL or embedded). */
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await database.migrate();
  console.info(`migrated the ${database.kind} database`);
} finally {
  await database.close();
}
