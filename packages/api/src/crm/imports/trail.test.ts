/** The timeline an import leaves (decision 0022): its name on created leads, one entry per updated lead, nothing on a rollback. */
import { describe, expect, it } from 'vitest';

import { eq, tenantTables, withTenant } from '@app/db';

import { crmOf } from '../test-fixtures';
import { importFixture, LEAD_HEADER, leadRows, runQueued, uploadCsv } from './test-fixtures';

const f = importFixture('trail');

async function importLeads(text: string, options: { duplicates?: 'skip' | 'update' | 'create' } = {}) {
  const { import: imp } = await uploadCsv(f.a, 'lead', text, 'admin');
  await crmOf(f.a, 'admin').imports.start({ id: imp.id, ...options });
  await runQueued(f.app, f.a.company.id);
  return (await crmOf(f.a).imports.get({ id: imp.id })).import;
}

const timelineOf = async (email: string) => {
  const [lead] = await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
    tx.select({ id: tenantTables.leads.id }).from(tenantTables.leads).where(eq(tenantTables.leads.emailId, email)),
  );
  return (await crmOf(f.a).leadActivity.list({ id: lead!.id })).activity;
};

const entriesOfKind = (kind: string) =>
  withTenant(f.app.deps.db, f.a.company.id, (tx) =>
    tx.select().from(tenantTables.leadActivity).where(eq(tenantTables.leadActivity.kind, kind)),
  );

describe('the timeline of imported leads', () => {
  it('starts a created lead with "created by import", naming the file, by the user who imported, without a stored row', async () => {
    const done = await importLeads(LEAD_HEADER + leadRows(2500, 'Zenith Foods'));
    expect(done.counts.created).toBe(2500);
    const timeline = await timelineOf('c7@example.com');
    expect(timeline).toEqual([
      expect.objectContaining({
        kind: 'created_by_import',
        subject: 'leads.csv',
        subjectId: done.id,
        by: { id: f.a.admin.id, name: f.a.admin.name },
      }),
    ]);
    expect(await entriesOfKind('created_by_import')).toHaveLength(0);
  });

  it('adds one "updated by import" per updated lead, even when the file names it twice', async () => {
    const header = 'Client Name,Brand,Email,Designation\n';
    const done = await importLeads(
      header + 'Seven,Zenith Foods,c7@example.com,Buyer\nSeven,Zenith Foods,c7@example.com,CEO\n',
      {
        duplicates: 'update',
      },
    );
    expect(done.counts.updated).toBe(2);
    const timeline = await timelineOf('c7@example.com');
    expect(timeline.map((e) => [e.kind, e.subject])).toEqual([
      ['updated_by_import', 'leads.csv'],
      ['created_by_import', 'leads.csv'],
    ]);
  });

  it('records nothing for skipped rows or a run that fails', async () => {
    const before = (await entriesOfKind('updated_by_import')).length;
    await importLeads(LEAD_HEADER + leadRows(3, 'Zenith Foods'), { duplicates: 'skip' });
    await importLeads(LEAD_HEADER + leadRows(2, 'Zenith Foods', 90_000) + 'Broken,No Such Brand,zz@x.com,,\n');
    expect(await entriesOfKind('updated_by_import')).toHaveLength(before);
    expect(await entriesOfKind('updated_by_import')).toHaveLength(1);
  });
});
