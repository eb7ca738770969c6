/** crm.leads.*: defaults, checks, stage aliases, CS person by id or name, list filters and sorts (docs/product/crm.md#leads). */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { crmAppTest, crmOf, failureOf, fieldsOf } from '../record-fixtures';

/**
 * A's brands Zenith Foods (`brandId`) and Alpha Motors (`otherBrandId`), there before the first
 * test, and `create`: a Zenith Foods lead of the member's, with the fields given.
 */
const it = crmAppTest('ld')
  .extend(
    'brandId',
    { scope: 'file', auto: true },
    async ({ a }) => (await crmOf(a).brands.create({ name: 'Zenith Foods' })).brand.id,
  )
  .extend(
    'otherBrandId',
    { scope: 'file', auto: true },
    async ({ a }) => (await crmOf(a).brands.create({ name: 'Alpha Motors' })).brand.id,
  )
  .extend(
    'create',
    { scope: 'file' },
    ({ a, brandId }) =>
      (input: Record<string, unknown>) =>
        crmOf(a).leads.create({ brandId, clientName: 'Client', csPersonId: a.member.id, ...input } as never),
  );

describe('create, get, update, remove', () => {
  it('creates with the defaults, the brand and CS person names, money as a number', async ({ a, brandId, create }) => {
    const { lead, message } = await create({ clientName: 'Ravi', estimatedValue: '1500.5', emailId: 'Ravi@X.com' });
    expect(message).toBe(MESSAGES.crm.leads.created);
    expect(lead).toMatchObject({
      _id: lead.id,
      brand: 'Zenith Foods',
      brandId,
      stage: 'New',
      outcome: 'Pending',
      priority: 'Medium',
      csPersonId: a.member.id,
      csPerson: 'Terry Teammate',
      estimatedValue: 1500.5,
      emailId: 'ravi@x.com',
    });
    expect((await crmOf(a).leads.get({ id: lead.id })).lead).toEqual(lead);
  });

  it('reads Closed Won / Closed Lost as Won / Lost and takes the CS person by name', async ({ a, create }) => {
    const { lead } = await create({ stage: 'Closed Won', csPersonId: undefined, csPerson: 'ada admin' });
    expect(lead).toMatchObject({ stage: 'Won', csPersonId: a.admin.id, csPerson: 'Ada Admin' });
    const { lead: lost } = await crmOf(a).leads.update({ id: lead.id, stage: 'Closed Lost', csPerson: a.member.id });
    expect(lost).toMatchObject({ stage: 'Lost', csPersonId: a.member.id });
  });

  it('refuses bad input naming the field, changing nothing', async ({ a, create }) => {
    const before = (await crmOf(a).leads.list({ limit: 100 })).pagination.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ clientName: '  ' }, 'clientName'],
      [{ brandId: '' }, 'brandId'],
      [{ emailId: 'nope' }, 'emailId'],
      [{ website: 'not a url' }, 'website'],
      [{ mobileNumber: 'call me' }, 'mobileNumber'],
      [{ estimatedValue: -1 }, 'estimatedValue'],
      [{ stage: 'Closed' }, 'stage'],
      [{ priority: 'Urgent' }, 'priority'],
      [{ csPersonId: null }, 'csPerson'],
      [{ csPersonId: undefined, csPerson: 'Nobody Here' }, 'csPerson'],
      [{ brandId: '00000000-0000-4000-8000-000000000000' }, 'brandId'],
    ];
    for (const [input, field] of cases) {
      const failure = await failureOf(create(input));
      expect(failure.status, field).toBe(400);
      expect(fieldsOf(failure), field).toContain(field);
    }
    expect((await crmOf(a).leads.list({ limit: 100 })).pagination.total).toBe(before);
  });

  it('updates only what is sent, clears with null, 404s an unknown id', async ({ a, otherBrandId, create }) => {
    const { lead } = await create({ clientName: 'Meera', comment: 'hi', hq: 'Pune' });
    const { lead: edited } = await crmOf(a).leads.update({ id: lead.id, comment: null, brandId: otherBrandId });
    expect(edited).toMatchObject({ clientName: 'Meera', hq: 'Pune', comment: null, brand: 'Alpha Motors' });
    const cleared = await failureOf(crmOf(a).leads.update({ id: lead.id, csPersonId: null }));
    expect([cleared.status, fieldsOf(cleared)]).toEqual([400, ['csPerson']]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await failureOf(crmOf(a).leads.update({ id: missing, hq: 'x' }))).status).toBe(404);
    expect((await failureOf(crmOf(a).leads.get({ id: missing }))).status).toBe(404);
  });

  it('removes a lead with its meetings and enquiries, saying how many', async ({ a, create }) => {
    const { lead } = await create({ clientName: 'Gone' });
    const crm = crmOf(a);
    await crm.meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' });
    await crm.enquiries.create({ leadId: lead.id, requirement: 'A website' });
    const removed = await crmOf(a).leads.remove({ id: lead.id });
    expect(removed).toMatchObject({ id: lead.id, removed: { meetings: 1, enquiries: 1 } });
    expect((await crm.meetings.list({ leadId: lead.id })).pagination.total).toBe(0);
    expect((await crm.enquiries.list({ leadId: lead.id })).pagination.total).toBe(0);
    expect((await failureOf(crmOf(a).leads.remove({ id: lead.id }))).status).toBe(404);
  });
});
