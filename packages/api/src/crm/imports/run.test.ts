/** Running imports: all or nothing, valid rows only, duplicates, cancel, progress, other record kinds. */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, tenantTables, withTenant } from '@app/db';

import { crmOf } from '../test-fixtures';
import { runImport } from './run';
import {
  downloadFailures,
  importFixture,
  LEAD_HEADER,
  leadCount,
  leadRows,
  queueDirectly,
  runQueued,
  uploadCsv,
} from './test-fixtures';

const m = MESSAGES.crm.imports;
const f = importFixture('run', ['a', 'b']);

const importOf = (id: string) =>
  crmOf(f.a)
    .imports.get({ id })
    .then((r) => r.import);

/** Upload, start through the procedure, wait for the run. */
async function importLeads(
  text: string,
  options: { duplicates?: 'skip' | 'update' | 'create'; commitMode?: 'all' | 'valid' } = {},
) {
  const { import: imp } = await uploadCsv(f.a, 'lead', text);
  await crmOf(f.a).imports.start({ id: imp.id, ...options });
  await runQueued(f.app, f.a.company.id);
  return importOf(imp.id);
}

describe('all or nothing', () => {
  it('writes every row, then records the summary and drops the stored file', async () => {
    const before = await leadCount(f.app, f.a.company.id);
    // The list keeps its total until the leads' change counter moves (decision 0018).
    const listed = (await crmOf(f.a).leads.list({})).pagination.total;
    const done = await importLeads(LEAD_HEADER + leadRows(2500, 'Zenith Foods'));
    expect((await crmOf(f.a).leads.list({})).pagination.total).toBe(listed + 2500);
    expect(done).toMatchObject({ status: 'completed', counts: { created: 2500, updated: 0, skipped: 0, failed: 0 } });
    expect(done.progress).toMatchObject({ done: 2500, total: 2500, percent: 100, secondsLeft: null });
    expect(await leadCount(f.app, f.a.company.id)).toBe(before + 2500);
    const [lead] = await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
      tx.select().from(tenantTables.leads).where(eq(tenantTables.leads.emailId, 'c7@example.com')),
    );
    expect(lead).toMatchObject({
      clientName: 'Client 7',
      stage: 'Qualified',
      csPersonId: f.a.owner.id,
      outcome: 'Pending',
    });
    const chunks = await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
      tx.select().from(tenantTables.importFileChunks),
    );
    expect(chunks.filter((c) => c.importId === done.id)).toEqual([]);
    expect((await crmOf(f.b).leads.list({})).pagination.total).toBe(0);
  });

  it('writes nothing when one row fails, and keeps the failing rows for download', async () => {
    const before = await leadCount(f.app, f.a.company.id);
    const text = LEAD_HEADER + leadRows(2100, 'Zenith Foods', 10_000) + 'Broken,No Such Brand,zz@x.com,,\n';
    const done = await importLeads(text);
    expect(done).toMatchObject({ status: 'failed', failure: m.rowsInvalid(1), counts: { created: 0, failed: 1 } });
    expect(done.errors).toEqual([{ line: 2102, field: 'Brand', message: m.unknownBrand('No Such Brand') }]);
    expect(await leadCount(f.app, f.a.company.id)).toBe(before);
    const { text: csv } = await downloadFailures(f.app, f.a, done.id);
    expect(csv.split('\r\n')[1]).toBe('2102,Broken,No Such Brand,zz@x.com,,,"No brand named ""No Such Brand"""');
  });

  it('writes the valid rows only when asked', async () => {
    const before = await leadCount(f.app, f.a.company.id);
    const text = LEAD_HEADER + leadRows(3, 'Zenith Foods', 20_000) + 'Broken,Zenith Foods,not-an-email,,\n';
    const done = await importLeads(text, { commitMode: 'valid' });
    expect(done).toMatchObject({ status: 'completed', counts: { created: 3, failed: 1 } });
    expect(await leadCount(f.app, f.a.company.id)).toBe(before + 3);
  });
});

describe('duplicates', () => {
  const header = 'Client Name,Brand,Email,Mobile,Designation\n';
  const seed = async () => importLeads(header + 'Dee,Zenith Foods,dee@d.com,+91 98000 11111,Buyer\n');

  it('skips rows matching an existing lead by email or mobile, and earlier rows of the file', async () => {
    await seed();
    const before = await leadCount(f.app, f.a.company.id);
    const text =
      header +
      'Dee 2,Zenith Foods,DEE@d.com,,\nDee 3,Zenith Foods,,+91-98000-11111,\nNew,Zenith Foods,new@d.com,,\nNew again,Zenith Foods,new@d.com,,\n';
    const done = await importLeads(text);
    expect(done.counts).toEqual({ created: 1, updated: 0, skipped: 3, failed: 0 });
    expect(await leadCount(f.app, f.a.company.id)).toBe(before + 1);
  });

  it('updates the matched lead with the non-empty cells only', async () => {
    const text =
      header + 'Dee Updated,Zenith Foods,upd@d.com,+91 98000 22222,\nDee Final,Zenith Foods,upd@d.com,,CEO\n';
    await importLeads(header + 'Dee,Zenith Foods,upd@d.com,,Buyer\n');
    const done = await importLeads(text, { duplicates: 'update' });
    expect(done.counts).toEqual({ created: 0, updated: 2, skipped: 0, failed: 0 });
    const rows = await withTenant(f.app.deps.db, f.a.company.id, (tx) =>
      tx.select().from(tenantTables.leads).where(eq(tenantTables.leads.emailId, 'upd@d.com')),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientName: 'Dee Final', designation: 'CEO', mobileNumber: '+91 98000 22222' });
  });

  it('creates anyway when asked', async () => {
    const before = await leadCount(f.app, f.a.company.id);
    const done = await importLeads(header + 'Dee,Zenith Foods,dee@d.com,,\nDee,Zenith Foods,dee@d.com,,\n', {
      duplicates: 'create',
    });
    expect(done.counts.created).toBe(2);
    expect(await leadCount(f.app, f.a.company.id)).toBe(before + 2);
  });

  it('matches brands by name case-insensitively and fills custom columns', async () => {
    await crmOf(f.a).customColumns.create({
      entity: 'brand',
      name: 'tier',
      label: 'Customer Tier',
      type: 'select',
      options: [{ label: 'Gold' }],
    } as never);
    const { import: imp } = await uploadCsv(
      f.a,
      'brand',
      'Brand Name,Industry,Customer Tier\nZENITH FOODS,Food,gold\nNova,Retail,Gold\n',
    );
    expect(imp.mapping).toEqual(['name', 'industry', 'tier']);
    await crmOf(f.a).imports.start({ id: imp.id, duplicates: 'update' });
    await runQueued(f.app, f.a.company.id);
    expect((await importOf(imp.id)).counts).toEqual({ created: 1, updated: 1, skipped: 0, failed: 0 });
    const brands = (await crmOf(f.a).brands.list({ limit: 100 })).brands;
    expect(brands.find((x) => x.name === 'Nova')?.customFields).toEqual({ tier: 'gold' });
    expect(brands.find((x) => x.name === 'Zenith Foods')).toMatchObject({
      industry: 'Food',
      customFields: { tier: 'gold' },
    });
  });
});

describe('running', () => {
  it('reports progress while running and can be cancelled, leaving nothing', async () => {
    const before = await leadCount(f.app, f.a.company.id);
    const { import: imp } = await uploadCsv(f.a, 'lead', LEAD_HEADER + leadRows(12_000, 'Zenith Foods', 30_000));
    await queueDirectly(f.app, f.a.company.id, imp.id);
    const seen: number[] = [];
    const run = runImport(f.app.deps, { companyId: f.a.company.id, importId: imp.id });
    for (let i = 0; i < 400; i++) {
      const current = await importOf(imp.id);
      if (current.progress.done > 0) {
        seen.push(current.progress.done);
        expect(current.status).toBe('running');
        expect(current.progress.rowsPerSecond).toBeGreaterThan(0);
        await crmOf(f.a).imports.cancel({ id: imp.id });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await run;
    expect(seen[0]).toBeLessThan(12_000);
    expect((await importOf(imp.id)).status).toBe('cancelled');
    expect(await leadCount(f.app, f.a.company.id)).toBe(before);
  });

  it('never holds other writers of the table while it runs', async () => {
    const { import: imp } = await uploadCsv(f.a, 'lead', LEAD_HEADER + leadRows(12_000, 'Zenith Foods', 50_000));
    await queueDirectly(f.app, f.a.company.id, imp.id);
    const run = runImport(f.app.deps, { companyId: f.a.company.id, importId: imp.id });
    while ((await importOf(imp.id)).progress.done === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // The run's transaction has written leads; a lead created beside it must not wait for its commit.
    const brandId = (await crmOf(f.a).brands.list({ search: 'Zenith Foods' })).brands[0]!.id;
    await crmOf(f.a).leads.create({ brandId, clientName: 'Walk-in Client', csPersonId: f.a.owner.id });
    expect((await importOf(imp.id)).status).toBe('running');
    await crmOf(f.a).imports.cancel({ id: imp.id });
    await run;
  });

  it('stops when its signal aborts, and a second runner of the same import does nothing', async () => {
    const { import: imp } = await uploadCsv(f.a, 'lead', LEAD_HEADER + leadRows(10, 'Zenith Foods', 40_000));
    await queueDirectly(f.app, f.a.company.id, imp.id);
    const controller = new AbortController();
    controller.abort();
    await runImport(f.app.deps, { companyId: f.a.company.id, importId: imp.id }, controller.signal);
    await runImport(f.app.deps, { companyId: f.a.company.id, importId: imp.id });
    expect((await importOf(imp.id)).status).toBe('cancelled');
  });

  it('imports meetings and enquiries by a lead reference (email, mobile or id)', async () => {
    await importLeads(LEAD_HEADER + 'Mia,Zenith Foods,mia@m.com,+91 97000 00001,\n');
    const mt = await uploadCsv(
      f.a,
      'meeting',
      'Lead Email,Scheduled At,Duration\nMIA@m.com,2026-06-01 10:30,45\n+91 97000 00001,2026-06-02,\nnobody@m.com,2026-06-03,\n',
    );
    await crmOf(f.a).imports.start({ id: mt.import.id, commitMode: 'valid' });
    const en = await uploadCsv(
      f.a,
      'enquiry',
      'Lead,Requirement,Product Type,Value\nmia@m.com,A new shop,e-commerce,"25,000"\n',
    );
    await crmOf(f.a).imports.start({ id: en.import.id });
    await runQueued(f.app, f.a.company.id);
    expect((await importOf(mt.import.id)).counts).toEqual({ created: 2, updated: 0, skipped: 0, failed: 1 });
    const meetings = (await crmOf(f.a).meetings.list({ limit: 10 })).meetings;
    expect(meetings.map((x) => x.title).sort()).toEqual(['Meeting with Mia', 'Meeting with Mia']);
    const [enquiry] = (await crmOf(f.a).enquiries.list({ limit: 10 })).enquiries;
    expect(enquiry).toMatchObject({ requirement: 'A new shop', productType: 'E-commerce', estimatedValue: 25000 });
  });
});
