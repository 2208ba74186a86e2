import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both PGlite and PostgreSQL apply the same SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
