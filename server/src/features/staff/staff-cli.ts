/**
 * `npm run staff:create -- --email ann@example.com --role admin [--role operator] [--name "Ann"]`: makes a
 * member of staff and prints their one-time setup link (PUBLIC_URL, else the default site's origin).
 */
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { staffCreateCommand } from "./staff-create-command.ts";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  // Also on a database no server has started on yet: staff are made before the first start.
  await database.migrate();
  const { exitCode, output } = await staffCreateCommand(process.argv.slice(2), database.db, config);
  if (exitCode === 0) console.info(output);
  else console.error(output);
  process.exitCode = exitCode;
} finally {
  await database.close();
}
