import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they run unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
});
