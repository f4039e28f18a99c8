/**
 * `npm run notify:news -- --site amora.test --subject-en "…" --body-en "…" [--subject-fr "…" --body-fr "…"]`:
 * queues a site announcement for every confirmed member of that site and prints how many. The dispatcher
 * sends it, in each member's language when given (else the site's, else English), by their switches.
 */
import { parseArgs } from "node:util";
import { SUPPORTED_LOCALES } from "@amora/contract/locales";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { completeTexts, NewsError, type NewsTexts, queueSiteNews } from "./news.service.ts";

const USAGE =
  'usage: npm run notify:news -- --site <domain> --subject-en "…" --body-en "…" [--subject-fr "…" --body-fr "…"]';

const textOptions = Object.fromEntries(
  SUPPORTED_LOCALES.flatMap((locale) => [
    [`subject-${locale}`, { type: "string" as const }],
    [`body-${locale}`, { type: "string" as const }],
  ]),
);

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({ options: { site: { type: "string" }, ...textOptions } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(64); // EX_USAGE
}

const texts: NewsTexts = {};
for (const locale of SUPPORTED_LOCALES) {
  const subject = values[`subject-${locale}`];
  const body = values[`body-${locale}`];
  if (typeof subject === "string" || typeof body === "string") {
    texts[locale] = { subject: String(subject ?? ""), body: String(body ?? "") };
  }
}
// Refused before the database is opened: nothing to announce is a usage error, not a failure.
if (typeof values.site !== "string" || Object.keys(completeTexts(texts)).length === 0) {
  console.error(`news needs --site and, in one language at least, a subject and a body\n${USAGE}`);
  process.exit(64);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  const { queued } = await queueSiteNews(database.db, { site: values.site, texts });
  console.info(`news queued for ${queued} member${queued === 1 ? "" : "s"} of ${values.site}`);
} catch (error) {
  if (!(error instanceof NewsError)) throw error;
  console.error(`${error.message}\n${USAGE}`);
  process.exitCode = 64;
} finally {
  await database.close();
}
