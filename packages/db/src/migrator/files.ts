import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type MigrationSet = 'platform' | 'tenant';

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

const MIGRATIONS_ROOT = fileURLToPath(new URL('../../../../drizzle/', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string }[];
}

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

/** The ordered migrations of one set, read from drizzle/<set> (cached: they do not change at run time). */
export function loadMigrations(set: MigrationSet, root: string = MIGRATIONS_ROOT): Migration[] {
  if (!root.endsWith('/')) root = `${root}/`;
  const cached = root === MIGRATIONS_ROOT ? cache.get(set) : undefined;
  if (cached) return cached;
  const dir = `${root}${set}/`;
  const journal = JSON.parse(readFileSync(`${dir}meta/_journal.json`, 'utf8')) as Journal;
  const migrations = [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = readFileSync(`${dir}${tag}.sql`, 'utf8');
      const statements = text
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (set === 'tenant' ? unqualifyTenantSql(s) : s));
      return { tag, hash: createHash('sha256').update(text).digest('hex'), statements };
    });
  if (root === MIGRATIONS_ROOT) cache.set(set, migrations);
  return migrations;
}
