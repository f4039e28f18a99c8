/**
 * `npm run db:seed [-- --profiles N]`: migrates the configured database and seeds demo data when it has no
 * profiles. `-- --sites-only` seeds just the company and its three sites (no profiles, no logins) into a
 * database without sites: a production database's starting point, to be edited to the real domains.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { sites } from "../db/schema.ts";
import { DETAILED_PROFILES_MAX, seedDemo } from "./index.ts";
import { seedSites } from "./sites.ts";

const { values } = parseArgs({
  options: { profiles: { type: "string" }, seed: { type: "string" }, "sites-only": { type: "boolean" } },
});
const config = loadConfig();
const profiles = values.profiles === undefined ? config.seedProfiles : Number(values.profiles);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isSafeInteger(profiles) || profiles < 0 || (seed !== undefined && !Number.isSafeInteger(seed))) {
  console.error("usage: npm run db:seed -- [--profiles N] [--seed N] | --sites-only");
  process.exit(64); // EX_USAGE
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await database.migrate();
  if (values["sites-only"]) {
    const hasSites = (await database.db.select({ id: sites.id }).from(sites).limit(1)).length > 0;
    if (hasSites) {
      console.info("sites seed skipped: there are sites already");
    } else {
      await seedSites(database.db);
      console.info("seeded the company and its sites: set their domains and names in the sites table");
    }
  } else {
    if (profiles > DETAILED_PROFILES_MAX) {
      console.info(`${profiles - DETAILED_PROFILES_MAX} of the ${profiles} profiles come from the bulk path`);
    }
    await seedDemo(database.db, {
      profiles,
      log: (message) => console.info(message),
      ...(seed === undefined ? {} : { seed }),
    });
  }
} finally {
  await database.close();
}
