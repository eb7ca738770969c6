/**
 * The events this product records today: sign-out everywhere, every export (the lists and a
 * company's archive) and imports (started, completed), each with who and from where.
 */
import { describe, expect } from 'vitest';

import { createContext } from '../../core/context';
import { memorySink } from '../../crm/exports/memory-sink';
import type { DownloadSink } from '../../crm/exports/sink';
import { csvFile, LEAD_HEADER, leadRows, runQueued } from '../../crm/imports/test-fixtures';
import { crmAppTest, crmOf, failureOf } from '../../crm/test-fixtures';
import { createCaller } from '../../root';
import { superAdminRequest } from '../../testing/harness';
import { companyEvents, platformEvents } from './test-fixtures';

const AGENT = 'Mozilla/5.0 (Test) Security/1.0';

/**
 * `callAs`: a caller of company a with the browser's facts and, for downloads, a sink; `lastOf`:
 * a company's latest event of a kind.
 */
const it = crmAppTest('seclog-w')
  .extend(
    'callAs',
    { scope: 'file' },
    ({ app, a }) =>
      (role: 'owner' | 'admin' | 'team_member', sink?: DownloadSink) =>
        createCaller({
          ...createContext(app.deps, { ip: '198.51.100.7', userAgent: AGENT, ...a.request[role] }),
          ...(sink ? { download: sink } : {}),
        }),
  )
  .extend(
    'lastOf',
    { scope: 'file' },
    ({ app }) =>
      async (companyId: number, type: string) =>
        (await companyEvents(app, companyId)).filter((e) => e.type === type).at(-1),
  );

it.beforeAll(async ({ a }) => {
  const brand = await crmOf(a).brands.create({ name: 'Zenith Foods' });
  await crmOf(a).leads.create({ brandId: brand.brand.id, csPersonId: a.member.id, clientName: 'Asha' });
});

describe('exports', () => {
  it('records a list export with the list, the format and the rows, by whoever took it', async ({
    app,
    a,
    b,
    callAs,
    lastOf,
  }) => {
    const out = memorySink();
    await callAs('team_member', out.sink).crm.exports.leads({ format: 'csv' });
    expect(await lastOf(a.company.id, 'data_exported')).toMatchObject({
      actorKind: 'user',
      actorId: a.member.id,
      actorLabel: a.member.name,
      ip: '198.51.100.7',
      userAgent: AGENT,
      detail: { list: 'leads', format: 'csv', rows: 1 },
    });
    await callAs('owner', memorySink().sink).company.teamExport({ format: 'xlsx' });
    expect((await lastOf(a.company.id, 'data_exported'))?.detail).toEqual({ list: 'team', format: 'xlsx', rows: 3 });
    expect(await companyEvents(app, b.company.id)).toEqual([]);
  });

  it('records an export the client left mid-file, since part of it has left', async ({ app, a, callAs }) => {
    const before = (await companyEvents(app, a.company.id)).length;
    let writes = 0;
    const leaving: DownloadSink = {
      begin: () => undefined,
      write: async () => {
        writes += 1;
        if (writes > 1) throw new Error('client gone');
      },
    };
    const answer = await callAs('admin', leaving).crm.exports.brands({ format: 'csv' });
    expect(answer).toEqual({ rows: null });
    const events = await companyEvents(app, a.company.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      actorId: a.admin.id,
      detail: { list: 'brands', format: 'csv', complete: false },
    });
  });

  it('records nothing when no file was sent', async ({ app, a, callAs }) => {
    const before = (await companyEvents(app, a.company.id)).length;
    // Over /trpc there is no download to write into: a 400 before anything is read.
    expect((await failureOf(callAs('owner').crm.exports.leads({ format: 'csv' }))).status).toBe(400);
    expect(await companyEvents(app, a.company.id)).toHaveLength(before);
  });

  it("records a company's archive in the company's log and in the platform's", async ({ app, a, b, lastOf }) => {
    const admin = await superAdminRequest(app);
    const out = memorySink();
    const context = createContext(app.deps, { ip: '192.0.2.1', userAgent: AGENT, ...admin.request });
    await createCaller({ ...context, download: out.sink }).platform.companyExport.download({ id: b.company.id });
    const theirs = await lastOf(b.company.id, 'data_exported');
    expect(theirs).toMatchObject({
      actorKind: 'super_admin',
      actorId: admin.admin.id,
      actorLabel: admin.admin.name,
      ip: '192.0.2.1',
      detail: { archive: 'company', tables: expect.any(Number), rows: expect.any(Number), files: 0 },
    });
    const platform = (await platformEvents(app)).at(-1);
    expect(platform).toMatchObject({
      type: 'data_exported',
      actorId: admin.admin.id,
      detail: { companyId: b.company.id },
    });
    expect((await companyEvents(app, a.company.id)).some((e) => e.actorKind === 'super_admin')).toBe(false);
  });
});

describe('imports', () => {
  it('records the start by the person who started it, and the completion with the counts', async ({
    app,
    a,
    callAs,
    lastOf,
  }) => {
    const crm = callAs('team_member').crm;
    const upload = await crm.imports.create({ kind: 'lead', file: csvFile(LEAD_HEADER + leadRows(3, 'Zenith Foods')) });
    await crm.imports.start({ id: upload.import.id });
    const started = await lastOf(a.company.id, 'import_started');
    expect(started).toMatchObject({
      actorId: a.member.id,
      ip: '198.51.100.7',
      userAgent: AGENT,
      detail: { importId: upload.import.id, kind: 'lead', fileName: 'leads.csv', rows: 3, duplicates: 'skip' },
    });
    expect(await lastOf(a.company.id, 'import_completed')).toBeUndefined();
    await runQueued(app, a.company.id);
    expect(await lastOf(a.company.id, 'import_completed')).toMatchObject({
      actorId: a.member.id,
      actorLabel: a.member.name,
      ip: null,
      userAgent: null,
      detail: { importId: upload.import.id, created: 3, updated: 0, skipped: 0, failed: 0 },
    });
  });

  it('records no completion for a run that rolled back', async ({ app, a, callAs }) => {
    const crm = callAs('owner').crm;
    const bad = LEAD_HEADER + leadRows(1, 'Zenith Foods', 10) + 'No Brand Client,Unknown Brand,x@example.com,,New\n';
    const upload = await crm.imports.create({ kind: 'lead', file: csvFile(bad) });
    await crm.imports.start({ id: upload.import.id, commitMode: 'all' });
    await runQueued(app, a.company.id);
    expect((await crm.imports.get({ id: upload.import.id })).import.status).toBe('failed');
    const completions = (await companyEvents(app, a.company.id)).filter((e) => e.type === 'import_completed');
    expect(completions.map((e) => e.detail.importId)).not.toContain(upload.import.id);
  });
});

describe('sign out everywhere', () => {
  it('is recorded with the device that asked', async ({ a, callAs, lastOf }) => {
    await callAs('admin').user.signOutEverywhere();
    expect(await lastOf(a.company.id, 'signed_out_everywhere')).toMatchObject({
      actorKind: 'user',
      actorId: a.admin.id,
      actorLabel: a.admin.name,
      ip: '198.51.100.7',
      userAgent: AGENT,
      subjectId: null,
    });
  });
});
