/**
 * What an import tells integrations: each record it created or updated, as its GET answers it, in
 * the changes feed and to webhooks, then `import.completed`; all in the run's commit, nothing for a
 * run that failed, and nothing in another company.
 */
import { describe, expect, it } from 'vitest';

import { JOB_QUEUES, sql, tenantTables, withTenant } from '@app/db';

import type { SignedInCompany } from '../../testing/signed-in-company';
import { crmOf } from '../test-fixtures';
import { EVENTS_CHUNK } from './record-events';
import { BATCH_ROWS } from './pipeline';
import { importFixture, LEAD_HEADER, leadRows, runQueued, uploadCsv } from './test-fixtures';

const f = importFixture('imp-events', ['a', 'b']);

type Change = Awaited<ReturnType<ReturnType<typeof crmOf>['changes']>>['changes'][number];
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** Where the company's feed stands now. */
const latest = async (company: SignedInCompany) =>
  (await crmOf(company).changes({ since: 'latest', limit: 1 })).nextCursor!;

/** The company's feed from `since`, page by page. */
async function changesSince(company: SignedInCompany, since: string | null): Promise<Change[]> {
  const all: Change[] = [];
  let cursor = since ?? undefined;
  for (;;) {
    const page = await crmOf(company).changes({ since: cursor, limit: 500 });
    all.push(...page.changes);
    cursor = page.nextCursor ?? undefined;
    if (!page.hasMore) return all;
  }
}

/** Events the feed does not answer (members, imports), straight from the company's log. */
const loggedEvents = (company: SignedInCompany, entity: string) =>
  withTenant(f.app.deps.db, company.company.id, (tx) =>
    tx.execute<{ type: string; record_id: string; data: Record<string, unknown> }>(
      sql`select type, record_id, data from ${tenantTables.recordEvents} where entity = ${entity} order by seq`,
    ),
  );

const deliveryCounts = (company: SignedInCompany) =>
  withTenant(f.app.deps.db, company.company.id, (tx) =>
    tx.execute<{ type: string; n: number }>(
      sql`select event_type as type, count(*)::int as n from ${tenantTables.webhookDeliveries} group by event_type`,
    ),
  );

async function runImportOf(
  company: SignedInCompany,
  kind: 'lead' | 'brand' | 'meeting' | 'enquiry',
  text: string,
  options: { duplicates?: 'skip' | 'update' | 'create'; commitMode?: 'all' | 'valid' } = {},
) {
  const { import: imp } = await uploadCsv(company, kind, text);
  await crmOf(company).imports.start({ id: imp.id, ...options });
  await runQueued(f.app, company.company.id);
  return (await crmOf(company).imports.get({ id: imp.id })).import;
}

describe('a completed import', () => {
  it('records every lead it created, as its GET answers it, then import.completed, and hands them to webhooks', async () => {
    const rows = BATCH_ROWS + EVENTS_CHUNK + 10;
    const hook = await f.a.as('owner').company.webhooks.create({
      url: 'https://hooks.example.com/crm',
      events: ['lead.created', 'import.completed'],
    });
    const from = await latest(f.a);
    const fromB = await latest(f.b);

    const done = await runImportOf(f.a, 'lead', LEAD_HEADER + leadRows(rows, 'Zenith Foods'));
    expect(done).toMatchObject({ status: 'completed', counts: { created: rows } });

    const changes = await changesSince(f.a, from);
    expect(changes).toHaveLength(rows);
    expect(new Set(changes.map((c) => c.type))).toEqual(new Set(['lead.created']));
    expect(new Set(changes.map((c) => c.recordId)).size).toBe(rows);
    // In the file's order, each the record exactly as its GET answers it.
    expect(changes.slice(0, 3).map((c) => c.data.emailId)).toEqual([
      'c0@example.com',
      'c1@example.com',
      'c2@example.com',
    ]);
    for (const change of [changes[0]!, changes[EVENTS_CHUNK]!, changes.at(-1)!]) {
      const { lead } = await crmOf(f.a).leads.get({ id: change.recordId });
      expect(change.data).toEqual(json(lead));
    }

    const completed = await loggedEvents(f.a, 'import');
    expect(completed.map((e) => [e.type, e.record_id])).toEqual([['import.completed', done.id]]);
    expect(completed[0]!.data).toEqual(json(done));

    expect(Object.fromEntries((await deliveryCounts(f.a)).map((d) => [d.type, d.n]))).toEqual({
      'lead.created': rows,
      'import.completed': 1,
    });
    const [jobs] = await f.app.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${JOB_QUEUES.webhookDeliver.name}
        and (data->>'companyId')::int = ${f.a.company.id}`,
    );
    expect(jobs!.n).toBe(rows + 1);
    await f.a.as('owner').company.webhooks.remove({ id: hook.webhook.id });

    // Another company hears nothing of it.
    expect(await changesSince(f.b, fromB)).toEqual([]);
    expect(await loggedEvents(f.b, 'import')).toEqual([]);
  });

  it('records updates, with lead.stage_changed where the stage moved, and a record created then updated once', async () => {
    const header = 'Client Name,Brand,Email,Stage\n';
    await runImportOf(f.a, 'lead', `${header}Una,Zenith Foods,una@u.com,New\nUli,Zenith Foods,uli@u.com,Contacted\n`);
    const from = await latest(f.a);
    const text =
      header +
      'Una Moved,Zenith Foods,una@u.com,Won\n' +
      'Uli Renamed,Zenith Foods,uli@u.com,Contacted\n' +
      'Nia,Zenith Foods,nia@u.com,New\n' +
      'Nia Again,Zenith Foods,nia@u.com,Qualified\n';
    const done = await runImportOf(f.a, 'lead', text, { duplicates: 'update' });
    expect(done.counts).toEqual({ created: 1, updated: 3, skipped: 0, failed: 0 });

    const changes = await changesSince(f.a, from);
    expect(changes.map((c) => [c.type, c.data.clientName])).toEqual([
      ['lead.created', 'Nia Again'],
      ['lead.updated', 'Una Moved'],
      ['lead.stage_changed', 'Una Moved'],
      ['lead.updated', 'Uli Renamed'],
    ]);
    expect(changes[0]!.data.stage).toBe('Qualified');
    expect(changes[2]!.data.stage).toBe('Won');
  });

  it('records brands, created and updated, as their GETs answer them', async () => {
    const from = await latest(f.a);
    const done = await runImportOf(f.a, 'brand', 'Brand Name,Industry\nZENITH FOODS,Food\nOrbit Mills,Textiles\n', {
      duplicates: 'update',
    });
    expect(done.counts).toEqual({ created: 1, updated: 1, skipped: 0, failed: 0 });
    const changes = await changesSince(f.a, from);
    expect(changes.map((c) => [c.type, c.data.name])).toEqual([
      ['brand.created', 'Orbit Mills'],
      ['brand.updated', 'Zenith Foods'],
    ]);
    for (const change of changes) {
      const { brand } = await crmOf(f.a).brands.get({ id: change.recordId });
      expect(change.data).toEqual(json(brand));
    }
  });

  it('records meetings and enquiries as their GETs answer them', async () => {
    await runImportOf(f.a, 'lead', `${LEAD_HEADER}Mia,Zenith Foods,mia@ev.com,,New\n`);
    const from = await latest(f.a);
    await runImportOf(f.a, 'meeting', 'Lead Email,Scheduled At,Duration\nmia@ev.com,2026-06-01 10:30,45\n');
    await runImportOf(
      f.a,
      'enquiry',
      'Lead,Requirement,Product Type,Value\nmia@ev.com,A new shop,e-commerce,"25,000"\n',
    );
    const [meeting, enquiry, ...rest] = await changesSince(f.a, from);
    expect([meeting?.type, enquiry?.type, rest]).toEqual(['meeting.created', 'enquiry.created', []]);
    expect(meeting!.data).toEqual(json((await crmOf(f.a).meetings.get({ id: meeting!.recordId })).meeting));
    expect(enquiry!.data).toEqual(json((await crmOf(f.a).enquiries.get({ id: enquiry!.recordId })).enquiry));
  });
});

describe('an import that does not complete', () => {
  it('records nothing: its rows were never there', async () => {
    const from = await latest(f.a);
    const before = (await loggedEvents(f.a, 'import')).length;
    const text = LEAD_HEADER + leadRows(5, 'Zenith Foods', 90_000) + 'Broken,No Such Brand,zz@x.com,,\n';
    const done = await runImportOf(f.a, 'lead', text);
    expect(done.status).toBe('failed');
    expect(await changesSince(f.a, from)).toEqual([]);
    expect(await loggedEvents(f.a, 'import')).toHaveLength(before);
  });
});
