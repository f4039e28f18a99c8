/** Test projects: the server (and contract) in Node against a real database, the web app in jsdom. */
import { defineConfig } from "vitest/config";

// CI also writes a JSON report, which .ci/summary.ts adds up.
const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/src/**/*.test.ts", "contract/src/**/*.test.ts", "bench/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "web/vitest.config.ts",
    ],
  },
});
