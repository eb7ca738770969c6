import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type MigrationSet = 'platform' | 'tenant';

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

const MIGRATIONS_ROOT = fileURLToPath(new URL('../../../../drizzle/', import.meta.url));

/**
 * drizzle-kit writes foreign keys as `"public"."table"`; tenant tables must resolve inside their own
 * schema, so the qualifier is removed. Any other schema name in tenant SQL is a mistake.
 */
export function unqualifyTenantSql(statement: string): string {
  const unqualified = statement.replaceAll('"public".', '');
  if (/"(public|tenant_\d+)"\s*\./.test(unqualified)) {
    throw new Error(`Tenant migration names a schema: ${statement.slice(0, 120)}`);
  }
  return unqualified;
}

const cache = new Map<MigrationSet, Migration[]>();

/**
 * The tag a migration is recorded under. drizzle-kit writes each migration as
 * `<timestamp>_<name>/migration.sql`; databases record it as `<position>_<name>` (the position in four
 * digits, counted from 0000), which is the tag drizzle-kit gave the same file before it named folders
 * by time, so databases migrated then see nothing new.
 */
export function migrationTag(position: number, folder: string): string {
  const name = folder.slice(folder.indexOf('_') + 1);
  return `${String(position).padStart(4, '0')}_${name}`;
}

/** Whether a statement holds more than `--` comments (a migration may be comments alone). */
const hasSql = (statement: string) => statement.replace(/^\s*--.*$/gm, '').trim() !== '';

/** A migration folder's name: `<14-digit timestamp>_<name>`; anything else in the set is not a migration. */
const MIGRATION_FOLDER = /^\d{14}_[\w-]+$/;

/** The ordered migrations of one set, read from drizzle/<set> (cached: they do not change at run time). */
export function loadMigrations(set: MigrationSet, root: string = MIGRATIONS_ROOT): Migration[] {
  if (!root.endsWith('/')) root = `${root}/`;
  const cached = root === MIGRATIONS_ROOT ? cache.get(set) : undefined;
  if (cached) return cached;
  const dir = `${root}${set}/`;
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && MIGRATION_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const migrations = folders.map((folder, position) => {
    const text = readFileSync(`${dir}${folder}/migration.sql`, 'utf8');
    const statements = text
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(hasSql)
      .map((s) => (set === 'tenant' ? unqualifyTenantSql(s) : s));
    return { tag: migrationTag(position, folder), hash: createHash('sha256').update(text).digest('hex'), statements };
  });
  if (root === MIGRATIONS_ROOT) cache.set(set, migrations);
  return migrations;
}
