/**
 * Undoing an import: created records deleted unless changed or added to since, updated records
 * back to their earlier values unless changed since, all in one go with the kept ones listed; who
 * may ask and when; the request recorded in the security log.
 */
import { describe, expect, it } from 'vitest';

import { IMPORT_LIMITS, MESSAGES } from '@app/contracts';
import { sql, tenantTables, withTenant } from '@app/db';

import type { PortalRole } from '../../testing/signed-in-company';
import { crmOf, failureOf } from '../test-fixtures';
import { runRevert } from './revert-run';
import { importFixture, LEAD_HEADER, leadRows, runQueued, uploadCsv } from './test-fixtures';

const m = MESSAGES.crm.imports;
const f = importFixture('rev');

async function importLeads(text: string, role: PortalRole = 'owner', duplicates: 'skip' | 'update' = 'skip') {
  const { import: imp } = await uploadCsv(f.a, 'lead', text, role);
  await crmOf(f.a, role).imports.start({ id: imp.id, duplicates });
  await runQueued(f.app, f.a.company.id);
  return imp.id;
}
const importOf = async (id: string) => (await crmOf(f.a).imports.get({ id })).import;
const leadByEmail = async (email: string) =>
  (await crmOf(f.a).leads.list({ search: email, limit: 5 })).leads.find((l) => l.emailId === email);
const revert = async (id: string, role: PortalRole = 'owner') => {
  await crmOf(f.a, role).imports.revert({ id });
  await runRevert(f.app.deps, { companyId: f.a.company.id, importId: id });
  return (await importOf(id)).revert!;
};

describe('undoing an import', () => {
  it('deletes what it created and restores what it updated, keeping what changed since', async () => {
    await importLeads(`${LEAD_HEADER}Old Name,Zenith Foods,upd@r.com,,New\nTouched,Zenith Foods,touch@r.com,,New\n`);
    const id = await importLeads(
      `${LEAD_HEADER}${leadRows(3, 'Zenith Foods', 900)}New Name,Zenith Foods,upd@r.com,,Qualified\nTouched Again,Zenith Foods,touch@r.com,,Won\n`,
      'owner',
      'update',
    );
    expect((await importOf(id)).counts).toMatchObject({ created: 3, updated: 2 });
    // Since the import: one created lead gets a meeting, one updated lead is edited by hand.
    const c900 = (await leadByEmail('c900@example.com'))!;
    await crmOf(f.a).meetings.create({ leadId: c900.id, scheduledDate: '2026-12-01T10:00:00Z' });
    const touched = (await leadByEmail('touch@r.com'))!;
    await crmOf(f.a).leads.update({ id: touched.id, comment: 'Called' });

    const done = await revert(id);
    expect(done).toMatchObject({ status: 'completed', deleted: 2, restored: 1, kept: 2, total: 5 });
    expect(done.keptRecords).toEqual(
      expect.arrayContaining([
        { id: c900.id, reason: m.revertKeptInUse, label: 'Client 900' },
        { id: touched.id, reason: m.revertKeptChanged, label: 'Touched Again' },
      ]),
    );
    expect(await leadByEmail('c901@example.com')).toBeUndefined();
    expect(await leadByEmail('c900@example.com')).toBeDefined();
    expect(await leadByEmail('upd@r.com')).toMatchObject({ clientName: 'Old Name', stage: 'New' });
    expect(await leadByEmail('touch@r.com')).toMatchObject({ clientName: 'Touched Again', comment: 'Called' });
    const notes = await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
      tx.execute(sql`select 1 from ${tenantTables.importChanges} where import_id = ${id}::uuid`),
    );
    expect(notes).toHaveLength(0);
  });

  it('names each kept record on one line, cut short, as it stood when undone', async () => {
    const id = await importLeads(`${LEAD_HEADER}${leadRows(1, 'Zenith Foods', 940)}`);
    const lead = (await leadByEmail('c940@example.com'))!;
    // Straight into the table: a name on two lines (the form takes none) and longer than the list shows.
    await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
      tx.execute(sql`update ${tenantTables.leads} set client_name = ${`  Renamed\n  ${'n'.repeat(300)}`},
        updated_at = now() + interval '1 minute' where id = ${lead.id}::uuid`),
    );
    const [kept] = (await revert(id)).keptRecords;
    expect(kept).toMatchObject({ id: lead.id, reason: m.revertKeptChanged });
    expect(kept!.label).toBe(`Renamed ${'n'.repeat(IMPORT_LIMITS.revertKeptLabelMax - 'Renamed '.length)}`);
  });

  it('is refused a second time, and to a member who did not run it; the importer may', async () => {
    const id = await importLeads(`${LEAD_HEADER}${leadRows(1, 'Zenith Foods', 950)}`);
    expect(await failureOf(crmOf(f.a, 'team_member').imports.revert({ id }))).toMatchObject({
      status: 403,
      message: m.revertNotAllowed,
    });
    await revert(id, 'admin');
    expect(await failureOf(crmOf(f.a).imports.revert({ id }))).toMatchObject({ status: 409, message: m.revertAlready });
    const mine = await importLeads(`${LEAD_HEADER}${leadRows(1, 'Zenith Foods', 960)}`, 'team_member');
    expect(await revert(mine, 'team_member')).toMatchObject({ status: 'completed', deleted: 1 });
  });

  it('is refused after seven days, for an import not completed, and for another company', async () => {
    const id = await importLeads(`${LEAD_HEADER}${leadRows(1, 'Zenith Foods', 970)}`);
    expect(await failureOf(crmOf(f.b).imports.revert({ id }))).toMatchObject({ status: 404 });
    const { import: uploaded } = await uploadCsv(f.a, 'lead', `${LEAD_HEADER}${leadRows(1, 'Zenith Foods', 980)}`);
    expect(await failureOf(crmOf(f.a).imports.revert({ id: uploaded.id }))).toMatchObject({
      status: 409,
      message: m.revertNotCompleted,
    });
    // Finished eight days ago (the clock cannot move that far: the signed-in sessions would end).
    await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
      tx.execute(
        sql`update ${tenantTables.imports} set finished_at = now() - interval '8 days' where id = ${id}::uuid`,
      ),
    );
    expect(await failureOf(crmOf(f.a).imports.revert({ id }))).toMatchObject({ status: 409, message: m.revertTooLate });
  });

  it('records the request in the security log', async () => {
    const { events } = await f.a.as('owner').company.securityLog.list({ type: 'import_reverted' });
    expect(events.length).toBeGreaterThanOrEqual(2);
  });
});
