import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied from code at start-up (src/db/migrate.ts):
// drizzle-kit's own `migrate` cannot load PGlite's extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
