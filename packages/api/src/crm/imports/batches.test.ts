/**
 * Runs longer than one batch: the pipeline hands the next batches to the writer before the earlier
 * ones are written, so these check that the database still sees them in file order and that a
 * batch the database refuses stops the run with its error, leaving nothing.
 */
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { eq, sql, tenantTables, withTenant } from '@app/db';

import { crmOf } from '../test-fixtures';
import { fieldsOf } from './fields';
import { BATCH_ROWS, runPipeline, WRITES_AHEAD } from './pipeline';
import { importFixture, LEAD_HEADER, leadCount, leadRows, runQueued, uploadCsv } from './test-fixtures';
import { dataRows } from './source';
import { insertRecords } from './write';

const f = importFixture('batches');

/** `count` rows naming leads b<from>… with `designation`. */
function rows(count: number, designation: string, from = 0): string {
  let text = '';
  for (let i = from; i < from + count; i++) text += `Lead ${i},Zenith Foods,b${i}@example.com,${designation}\n`;
  return text;
}

const leadByEmail = async (email: string) => {
  const [lead] = await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
    tx.select().from(tenantTables.leads).where(eq(tenantTables.leads.emailId, email)),
  );
  return lead!;
};

describe('an import of several batches', () => {
  it('writes them in file order: a lead created in one batch and updated by the next two ends with the last values', async () => {
    expect(BATCH_ROWS).toBe(2000);
    const text =
      'Client Name,Brand,Email,Designation\n' + rows(2000, 'First') + rows(2000, 'Second') + rows(1000, 'Third');
    const { import: imp } = await uploadCsv(f.a, 'lead', text);
    await crmOf(f.a).imports.start({ id: imp.id, duplicates: 'update' });
    await runQueued(f.app, f.a.company.id);
    const done = (await crmOf(f.a).imports.get({ id: imp.id })).import;
    expect(done).toMatchObject({ status: 'completed', counts: { created: 2000, updated: 3000, failed: 0 } });
    expect(await leadByEmail('b5@example.com')).toMatchObject({ designation: 'Third', importId: imp.id });
    expect(await leadByEmail('b1500@example.com')).toMatchObject({ designation: 'Second' });
    // Batches 2 and 3 both update b5; the second entry is left out because the first is already there.
    const entries = await withTenant(f.app.deps.db, f.a.company.id, async (tx) => {
      const lead = await leadByEmail('b5@example.com');
      return tx.select().from(tenantTables.leadActivity).where(eq(tenantTables.leadActivity.leadId, lead.id));
    });
    expect(entries.map((e) => e.kind)).toEqual(['updated_by_import']);
  });

  it('stores awkward text exactly: quotes, backslashes, tabs and line breaks, non-ASCII, empty cells as nothing', async () => {
    const comment = 'Said "call me\\back"\tthen:\r\nline two — naïve 日本 🙂';
    const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const text =
      'Client Name,Brand,Email,Designation,Comment\n' +
      `${csvCell('O\'Brien "The \\ Boss"')},Zenith Foods,awk@example.com,,${csvCell(comment)}\n` +
      rows(BATCH_ROWS, 'Filler', 70_000).replace(/\n/g, ',\n');
    const { import: imp } = await uploadCsv(f.a, 'lead', text);
    await crmOf(f.a).imports.start({ id: imp.id });
    await runQueued(f.app, f.a.company.id);
    expect((await crmOf(f.a).imports.get({ id: imp.id })).import.counts.created).toBe(BATCH_ROWS + 1);
    expect(await leadByEmail('awk@example.com')).toMatchObject({
      clientName: 'O\'Brien "The \\ Boss"',
      designation: null,
      comment,
    });
  });

  it('stops at a batch the database refuses, with its error, though later batches were already sent', async () => {
    const before = await leadCount(f.app, f.a.company.id);
    const { import: imp } = await uploadCsv(
      f.a,
      'lead',
      LEAD_HEADER + leadRows(4 * BATCH_ROWS, 'Zenith Foods', 50_000),
    );
    const sent: number[] = [];
    const run = withTenant(f.app.deps.db, f.a.company.id, async (tx) => {
      const [stored] = await tx.select().from(tenantTables.imports).where(eq(tenantTables.imports.id, imp.id));
      const plan = {
        kind: 'lead' as const,
        fields: await fieldsOf(tx, 'lead'),
        mapping: stored!.mapping,
        duplicates: 'skip' as const,
        actorId: f.a.owner.id,
        importId: imp.id,
        today: '2026-11-23',
      };
      let batch = 0;
      return runPipeline(tx, plan, dataRows(tx, stored!), {
        failed: async () => {},
        write: (written) => {
          sent.push(batch);
          // The second batch names a brand that does not exist: its foreign key refuses it.
          if (batch++ === 1) written.creates[7]!.brand_id = randomUUID();
          return insertRecords(tx, 'lead', written.creates);
        },
      });
    });
    await expect(run).rejects.toThrow(/brand_id/);
    // The batches after the refused one had been handed over before the refusal was heard of.
    expect(sent).toHaveLength(WRITES_AHEAD + 1);
    expect(await leadCount(f.app, f.a.company.id)).toBe(before);
    // The connection went back to the pool usable (no transaction left open on it).
    const open = await f.app.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(open[0]!.n).toBe(0);
  });
});
