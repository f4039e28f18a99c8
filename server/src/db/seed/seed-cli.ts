/** `npm run db:seed [-- --profiles N]`: migrates the configured database and seeds demo data when it has no profiles. */
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../client.ts";
import { DETAILED_PROFILES_MAX, seedDemo } from "./index.ts";

const { values } = parseArgs({ options: { profiles: { type: "string" }, seed: { type: "string" } } });
const config = loadConfig();
const profiles = values.profiles === undefined ? config.seedProfiles : Number(values.profiles);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isSafeInteger(profiles) || profiles < 0 || (seed !== undefined && !Number.isSafeInteger(seed))) {
  console.error("usage: npm run db:seed -- [--profiles N] [--seed N]");
  process.exit(64); // EX_USAGE
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await database.migrate();
  if (profiles > DETAILED_PROFILES_MAX) {
    console.info(`${profiles - DETAILED_PROFILES_MAX} of the ${profiles} profiles come from the bulk path`);
  }
  await seedDemo(database.db, {
    profiles,
    mediaDir: config.mediaDir,
    log: (message) => console.info(message),
    ...(seed === undefined ? {} : { seed }),
  });
} finally {
  await database.close();
}
