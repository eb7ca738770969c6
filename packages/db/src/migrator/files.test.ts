import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect } from 'vitest';

import { sql } from 'drizzle-orm';

import { companies } from '../platform/schema';
import { provisionTenantSchema } from '../provision';
import { tenantSchemaName } from '../tenancy';
import { databaseTest } from '../testing';
import { JOURNAL_TABLE } from './apply';
import { loadMigrations, migrationTag } from './files';
import { migrateAll } from './migrate';
import platformTagsBeforeFolders from './fixtures/platform-tags-before-folders.json';
import tenantTagsBeforeFolders from './fixtures/tenant-tags-before-folders.json';

const it = databaseTest({ max: 2 });

/** A migrations root in a temporary folder holding `entries` (folder name → migration.sql) in tenant/. */
function tenantSet(entries: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'migration-files-'));
  for (const [folder, text] of Object.entries(entries)) {
    mkdirSync(join(root, 'tenant', folder), { recursive: true });
    writeFileSync(join(root, 'tenant', folder, 'migration.sql'), text);
  }
  return root;
}

describe('migration files', () => {
  it('records each folder under its position and name', () => {
    expect(migrationTag(0, '20261121185950_init')).toBe('0000_init');
    expect(migrationTag(27, '20261204093000_lead_owner_index')).toBe('0027_lead_owner_index');
  });

  it('orders folders by their time, reads statements between breakpoints, and skips comments and what is not a migration', () => {
    const root = tenantSet({
      '20261202000000_second': 'CREATE TABLE "b" ("id" integer);',
      '20261201000000_first':
        'CREATE TABLE "a" ("id" integer);\n--> statement-breakpoint\nCREATE INDEX "a_id" ON "a" ("id");',
      '20261203000000_snapshot_only': '-- No change to the database.\n-- Only the snapshot moves.\n',
      meta: '{}',
    });
    writeFileSync(join(root, 'tenant', 'notes.txt'), 'not a migration');
    const migrations = loadMigrations('tenant', root);
    expect(migrations.map((m) => m.tag)).toEqual(['0000_first', '0001_second', '0002_snapshot_only']);
    expect(migrations[0]!.statements).toEqual([
      'CREATE TABLE "a" ("id" integer);',
      'CREATE INDEX "a_id" ON "a" ("id");',
    ]);
    expect(migrations[2]!.statements).toEqual([]);
  });

  it('keeps the tags databases recorded when migrations were numbered files', () => {
    const tags = (set: 'platform' | 'tenant', count: number) =>
      loadMigrations(set)
        .slice(0, count)
        .map((m) => m.tag);
    expect(tags('platform', platformTagsBeforeFolders.length)).toEqual(platformTagsBeforeFolders);
    expect(tags('tenant', tenantTagsBeforeFolders.length)).toEqual(tenantTagsBeforeFolders);
  });

  it('finds nothing to apply in a database migrated when migrations were numbered files', async ({ database }) => {
    const [company] = await database.db.insert(companies).values({ name: 'Old', subdomain: 'old' }).returning();
    await database.db.transaction((tx) => provisionTenantSchema(tx, company!.id));
    // The journals as the numbered files left them, plus whatever came after under the new names.
    const recordAs = async (schema: string, set: 'platform' | 'tenant', before: string[]) => {
      const journal = sql.raw(`"${schema}"."${JOURNAL_TABLE}"`);
      const after = loadMigrations(set)
        .slice(before.length)
        .map((m) => m.tag);
      await database.db.execute(sql`delete from ${journal}`);
      for (const tag of [...before, ...after]) {
        await database.db.execute(sql`insert into ${journal} (tag, hash) values (${tag}, 'recorded before')`);
      }
    };
    await recordAs('public', 'platform', platformTagsBeforeFolders);
    await recordAs(tenantSchemaName(company!.id), 'tenant', tenantTagsBeforeFolders);

    const result = await migrateAll(database);
    expect(result).toMatchObject({ platformApplied: 0, tenantApplied: 0 });
  });
});
