import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A copy of the repository's drizzle/ folder in a temporary folder, with one more tenant migration
 * `name` holding `statements` (drizzle's `--> statement-breakpoint` between them), dated after every
 * real one: for MIGRATIONS_DIR or migrateAll's `migrationsRoot`, to see a new migration reach every
 * company.
 */
export function migrationsWithExtraTenantMigration(name: string, statements: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(fileURLToPath(new URL('../../../../drizzle', import.meta.url)), root, { recursive: true });
  const folder = join(root, `tenant/99991231235959_${name}`);
  mkdirSync(folder);
  writeFileSync(join(folder, 'migration.sql'), statements.join('--> statement-breakpoint\n'));
  return root;
}
