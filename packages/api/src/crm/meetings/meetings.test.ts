/** crm.meetings.*: form defaults, the lead's client fields, checks, list filters and sorts (docs/product/crm.md#meetings). */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables, sql, withTenant } from '@app/db';

import { brandAndLead, crmAppTest, crmOf, failureOf, fieldsOf } from '../record-fixtures';

/**
 * Asha Rao's lead at Acme (`leadId`, the member's) and Bimal's at Globex (`otherLeadId`, the
 * admin's), there before the first test; `clients`: the meetings a list call answers, as client
 * name and day.
 */
const it = crmAppTest('mt')
  .extend('leadId', { scope: 'file', auto: true }, async ({ a }) => (await brandAndLead(a, 'Asha Rao', 'Acme')).lead.id)
  .extend(
    'otherLeadId',
    { scope: 'file', auto: true },
    async ({ a }) =>
      (
        await crmOf(a).leads.create({
          brandId: (await crmOf(a).brands.create({ name: 'Globex' })).brand.id,
          clientName: 'Bimal',
          emailId: 'bimal@globex.com',
          csPersonId: a.admin.id,
        })
      ).lead.id,
  )
  .extend(
    'clients',
    { scope: 'file' },
    ({ a }) =>
      async (input: Record<string, unknown>) =>
        (await crmOf(a).meetings.list(input as never)).meetings.map(
          (m) => `${m.clientName} ${m.scheduledDate.slice(0, 10)}`,
        ),
  );

describe('create, get, update, remove', () => {
  it('fills the defaults: title from the client name, 60 minutes, Initial Call, Video Call, the lead’s CS person', async ({
    a,
    leadId,
  }) => {
    const { meeting, message } = await crmOf(a).meetings.create({ leadId, scheduledDate: '2026-12-01T10:30:00+05:30' });
    expect(message).toBe(MESSAGES.crm.meetings.created);
    expect(meeting).toMatchObject({
      title: 'Meeting with Asha Rao',
      scheduledDate: '2026-12-01T05:00:00.000Z',
      duration: 60,
      type: 'Initial Call',
      mode: 'Video Call',
      status: 'Scheduled',
      outcome: 'Pending',
      csPersonId: a.member.id,
      csPerson: 'Terry Teammate',
      brand: 'Acme',
      clientName: 'Asha Rao',
      leadId,
    });
    expect((await crmOf(a).meetings.get({ id: meeting.id })).meeting).toEqual(meeting);
  });

  it('dates a meeting by the day it was created on the company’s calendar', async ({ app, a, leadId }) => {
    const { meeting } = await crmOf(a).meetings.create({ leadId, scheduledDate: '2026-12-01T10:30:00Z' });
    // 22:00 UTC is already the next day in Kolkata.
    await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute(sql`update meetings set created_at = '2026-11-22T22:00:00Z' where id = ${meeting.id}`),
    );
    const { companies } = platformTables;
    await app.deps.db.update(companies).set({ timeZone: 'Asia/Kolkata' }).where(eq(companies.id, a.company.id));
    try {
      expect((await crmOf(a).meetings.get({ id: meeting.id })).meeting.date).toBe('2026-11-23');
    } finally {
      await app.deps.db.update(companies).set({ timeZone: 'UTC' }).where(eq(companies.id, a.company.id));
    }
    expect((await crmOf(a).meetings.get({ id: meeting.id })).meeting.date).toBe('2026-11-22');
    await crmOf(a).meetings.remove({ id: meeting.id });
  });

  it('updates the form fields, moves to another lead, clears the title back to the default', async ({
    a,
    leadId,
    otherLeadId,
  }) => {
    const { meeting } = await crmOf(a).meetings.create({
      leadId,
      scheduledDate: '2026-12-02T10:00:00Z',
      title: 'Kick-off',
    });
    const { meeting: edited } = await crmOf(a).meetings.update({
      id: meeting.id,
      leadId: otherLeadId,
      title: null,
      status: 'Completed',
      outcome: 'Got Enquiry',
      duration: 30,
      meetingLink: 'https://meet.example.com/x',
      csPerson: 'Ada Admin',
    });
    expect(edited).toMatchObject({
      title: 'Meeting with Bimal',
      clientName: 'Bimal',
      brand: 'Globex',
      status: 'Completed',
      outcome: 'Got Enquiry',
      duration: 30,
      csPersonId: a.admin.id,
      scheduledDate: '2026-12-02T10:00:00.000Z',
    });
    await crmOf(a).meetings.remove({ id: meeting.id });
    expect((await failureOf(crmOf(a).meetings.get({ id: meeting.id }))).status).toBe(404);
  });

  it('refuses bad input naming the field', async ({ a, leadId }) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ leadId: '' }, 'leadId'],
      [{ leadId: '00000000-0000-4000-8000-000000000000' }, 'leadId'],
      [{ scheduledDate: '2026-12-01' }, 'scheduledDate'],
      [{ duration: 0 }, 'duration'],
      [{ duration: 100000 }, 'duration'],
      [{ type: 'Lunch' }, 'type'],
      [{ status: 'Done' }, 'status'],
      [{ meetingLink: 'nope nope' }, 'meetingLink'],
      [{ csPerson: 'Nobody' }, 'csPerson'],
    ];
    for (const [input, field] of cases) {
      const failure = await failureOf(
        crmOf(a).meetings.create({ leadId, scheduledDate: '2026-12-01T10:00:00Z', ...input } as never),
      );
      expect([failure.status, fieldsOf(failure)], field).toEqual([400, [field]]);
    }
  });
});

describe('list', () => {
  it.beforeAll(async ({ a, leadId, otherLeadId }) => {
    await crmOf(a).meetings.create({ leadId, scheduledDate: '2026-12-10T10:00:00Z', type: 'Demo' });
    await crmOf(a).meetings.create({ leadId: otherLeadId, scheduledDate: '2026-12-05T10:00:00Z', status: 'Cancelled' });
  });

  it('searches through the lead (client, brand, email) and filters status, type, lead, CS person, dates', async ({
    a,
    otherLeadId,
    clients,
  }) => {
    expect(await clients({ search: 'globex.com' })).toEqual(['Bimal 2026-12-05']);
    expect(await clients({ search: 'acme', sort: 'scheduledDate', order: 'asc' })).toEqual([
      'Asha Rao 2026-12-01',
      'Asha Rao 2026-12-10',
    ]);
    expect(await clients({ status: 'Cancelled' })).toEqual(['Bimal 2026-12-05']);
    expect(await clients({ type: 'Demo', status: '' })).toEqual(['Asha Rao 2026-12-10']);
    expect(await clients({ leadId: otherLeadId, csPersonId: a.admin.id })).toEqual(['Bimal 2026-12-05']);
    expect(await clients({ from: '2026-12-04T00:00:00Z', to: '2026-12-06T00:00:00Z' })).toEqual(['Bimal 2026-12-05']);
  });

  it('sorts and pages with the filtered total', async ({ a, clients }) => {
    expect(await clients({ sort: 'scheduledDate', order: 'desc' })).toEqual([
      'Asha Rao 2026-12-10',
      'Bimal 2026-12-05',
      'Asha Rao 2026-12-01',
    ]);
    const page = await crmOf(a).meetings.list({ page: 2, limit: 2, sort: 'scheduledDate', order: 'asc' });
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page.meetings.map((m) => m.scheduledDate.slice(0, 10))).toEqual(['2026-12-10']);
  });
});
