/**
 * End-to-end journeys in Debian's Chromium against the real server serving the built app
 * (`npm run test:e2e` builds it first). Every run starts from an empty, freshly seeded database:
 * Playwright empties test-results/ before it starts the server.
 */
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_PORT, E2E_SMTP_PORT } from "./e2e/support/ports.ts";

const PORT = E2E_PORT;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const SMTP_PORT = E2E_SMTP_PORT;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // The journeys share one server and database.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // CI also writes a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME), which .ci/summary.ts adds up.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium, so no browser download is needed; these flags are what it needs as root here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Every white-label site is reached by its own host: *.test names the test server.
        "--host-resolver-rules=MAP *.test 127.0.0.1",
      ],
    },
  },
  webServer: [
    {
      // Mail leaves the app over real SMTP to this capture server; e2e/support/mailbox.ts reads it.
      command: "node e2e/support/smtp-capture.ts",
      port: SMTP_PORT,
      reuseExistingServer: false,
      env: { SMTP_CAPTURE_PORT: String(SMTP_PORT) },
    },
    {
      command: "node server/src/main.ts",
      cwd: "..",
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: join(import.meta.dirname, "test-results", "e2e-data"),
        SEED_DEMO: "true",
        SEED_PROFILES: "300",
        NODE_ENV: "test",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // A message notifies a member away from the site after a second, not two minutes (notifications).
        NOTIFICATION_DELAY_MS: "1000",
        // The journeys' members give their address in X-Forwarded-For (e2e/support/members.ts `call`).
        TRUST_PROXY: "true",
      },
    },
  ],
});
