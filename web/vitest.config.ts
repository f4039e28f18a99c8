/** The web app's unit tests run in jsdom. */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "jsdom",
    testTimeout: 15_000,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
