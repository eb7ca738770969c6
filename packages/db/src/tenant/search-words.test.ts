/** The global search's word list, kept by the tables' triggers (docs/decisions/0021). */
import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';

import { loadMigrations } from '../migrator/files';
import { migrateAll } from '../migrator/migrate';
import { tenantSchemaName, withTenant } from '../tenancy';
import { databaseTest, provisionTestCompany, rewindTenantSchema } from '../testing';

/**
 * `wordsOf`: a company's word list, sorted; `run`: statements in a company's schema; `companyId`:
 * the company whose brand, leads and user are there before the first test.
 */
const it = databaseTest({ max: 4 })
  .extend(
    'wordsOf',
    { scope: 'file' },
    ({ database }) =>
      async (id: number) =>
        (
          await withTenant(database.db, id, (tx) =>
            tx.execute<{ word: string }>(sql`select word from search_words order by word`),
          )
        ).map((row) => row.word),
  )
  .extend(
    'run',
    { scope: 'file' },
    ({ database }) =>
      (id: number, statement: string) =>
        withTenant(database.db, id, (tx) => tx.execute(sql.raw(statement))),
  )
  .extend('companyId', { scope: 'file', auto: true }, async ({ database, run }) => {
    const companyId = await provisionTestCompany(database.db, 'words');
    await run(
      companyId,
      `insert into brands (name) values ('Nova Foods');
     insert into leads (brand_id, client_name) select id, 'José Müller-Brown' from brands;
     insert into leads (brand_id, client_name) select id, '  Priya   Sharma ' from brands;
     insert into users (name, email, role) values ('Terry O''Neil', 'terry@words.test', 'team_member');`,
    );
    return companyId;
  });

describe('search words', () => {
  it('holds every word of the names written, lower-cased, split at spaces and punctuation, once', async ({
    run,
    wordsOf,
    companyId,
  }) => {
    await run(companyId, `insert into leads (brand_id, client_name) select id, 'Priya Nair' from brands`);
    const words = await wordsOf(companyId);
    expect(words).toEqual(expect.arrayContaining(['nova', 'foods', 'josé', 'müller', 'brown', 'priya', 'sharma']));
    expect(words).toEqual(expect.arrayContaining(['terry', 'o', 'neil', 'nair']));
    expect(words).not.toContain('');
    expect(words.filter((word) => word === 'priya')).toHaveLength(1);
  });

  it('takes the new words of a renamed record, and only names count', async ({ run, wordsOf, companyId }) => {
    await run(companyId, `update leads set client_name = 'Priya Zanetti' where client_name = 'Priya Nair'`);
    await run(companyId, `update leads set comment = 'Quixotic remark'`);
    const words = await wordsOf(companyId);
    expect(words).toContain('zanetti');
    expect(words).not.toContain('quixotic');
  });

  it('names the word list through the written table, whatever the writer’s search_path', async ({
    database,
    wordsOf,
    companyId,
  }) => {
    const schema = tenantSchemaName(companyId);
    await database.db.execute(
      sql.raw(`insert into "${schema}".meetings (lead_id, title, scheduled_at)
        select id, 'Kickoff with Ulrich', now() from "${schema}".leads limit 1`),
    );
    expect(await wordsOf(companyId)).toEqual(expect.arrayContaining(['kickoff', 'with', 'ulrich']));
  });

  it('never makes one writer wait for another adding the same new word', async ({ database, wordsOf, companyId }) => {
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWrote!: () => void;
    const written = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = withTenant(database.db, companyId, async (tx) => {
      await tx.execute(sql`insert into leads (brand_id, client_name) select id, 'Xanthe One' from brands`);
      firstWrote();
      await firstHolds;
    });
    await written;
    // Another table (writers of one table already queue on its change counter). A unique key on
    // the word would hold this insert until the first transaction ends.
    await withTenant(database.db, companyId, async (tx) => {
      await tx.execute(sql`select set_config('lock_timeout', '2s', true)`);
      await tx.execute(sql`insert into brands (name) values ('Xanthe Two')`);
    });
    releaseFirst();
    await first;
    expect((await wordsOf(companyId)).filter((word) => word === 'xanthe').length).toBeGreaterThanOrEqual(1);
  });

  it('writes words straight into the trigram index, with no pending list for searches to read', async ({
    database,
    companyId,
  }) => {
    const [index] = await database.db.execute<{ options: string[] }>(
      sql.raw(`select reloptions as options from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relname = 'search_words_trgm_idx' and n.nspname = '${tenantSchemaName(companyId)}'`),
    );
    expect(index?.options).toEqual(['fastupdate=false']);
  });

  it('db:migrate lists the words of the records a company already had', async ({ database, run, wordsOf }) => {
    const id = await provisionTestCompany(database.db, 'wordsold');
    const tenantMigrations = loadMigrations('tenant');
    const before = tenantMigrations.findIndex((migration) => migration.tag.endsWith('search_words'));
    // Back to where the schema stood before the word list, with records in it.
    await rewindTenantSchema(database.db, id, tenantMigrations.slice(0, before));
    await run(
      id,
      `insert into brands (name) values ('Cedar Labs');
       insert into leads (brand_id, client_name) select id, 'Aarav Iyer' from brands;
       insert into enquiries (lead_id, requirement) select id, 'Website redesign' from leads;`,
    );
    await migrateAll(database);
    expect(await wordsOf(id)).toEqual(
      expect.arrayContaining(['cedar', 'labs', 'aarav', 'iyer', 'website', 'redesign']),
    );
  });
});
