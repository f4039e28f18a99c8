/** Adds up the JSON reports of Vitest and Playwright into the one closing line CI is read by. */
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) throw new Error(`missing test report ${file}`);
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    passed += report.stats.expected;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
if (passed + failed === 0) throw new Error("no test ran");
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);
