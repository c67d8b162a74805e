import { defineConfig } from "drizzle-kit";

// Only generates migrations from db/schema; it never connects to a database.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
