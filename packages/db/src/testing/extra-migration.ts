import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A copy of the repository's drizzle/ folder in a temporary folder, with one more tenant migration
 * `tag` holding `statements` (drizzle's `--> statement-breakpoint` between them): for MIGRATIONS_DIR
 * or migrateAll's `migrationsRoot`, to see a new migration reach every company.
 */
export function migrationsWithExtraTenantMigration(tag: string, statements: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(fileURLToPath(new URL('../../../../drizzle', import.meta.url)), root, { recursive: true });
  const journalFile = join(root, 'tenant/meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  journal.entries.push({ ...journal.entries.at(-1)!, idx: journal.entries.length, tag });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(join(root, `tenant/${tag}.sql`), statements.join('--> statement-breakpoint\n'));
  return root;
}
