/** drizzle-kit configuration: `npm run db:generate` writes SQL migrations from the schema. */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/src/db/schema.ts",
  out: "./server/src/db/migrations",
});
