/**
 * A brand's records, as its page reads them: the leads, meetings and enquiries lists filtered by
 * brandId (a meeting or an enquiry belongs to a brand through its lead), each with its total. Every
 * company role may read them; another company's brand is unknown on this host and lists nothing.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { PORTAL_ROLES, type SignedInCompany } from '../testing/signed-in-company';
import { brandAndLead, crmAppTest, crmOf, failureOf, fieldsOf } from './record-fixtures';

const it = crmAppTest('brandrec');

/** A brand with `leads` leads, each with one meeting and one enquiry. */
async function brandWithRecords(company: SignedInCompany, name: string, leads: number) {
  const crm = crmOf(company);
  const { brand } = await crm.brands.create({ name });
  for (let i = 1; i <= leads; i += 1) {
    const { lead } = await crm.leads.create({
      brandId: brand.id,
      clientName: `${name} client ${i}`,
      csPersonId: company.member.id,
    });
    await crm.meetings.create({ leadId: lead.id, scheduledDate: `2026-12-0${i}T10:00:00Z` });
    await crm.enquiries.create({ leadId: lead.id, requirement: `${name} need ${i}`, estimatedValue: 100 * i });
  }
  return brand;
}

describe("a brand's records", () => {
  it('lists only the meetings and enquiries of that brand, with their totals and summary', async ({ a }) => {
    const kaveri = await brandWithRecords(a, 'Kaveri', 3);
    await brandWithRecords(a, 'Ganga', 1);
    const crm = crmOf(a);

    const leads = await crm.leads.list({ brandId: kaveri.id, limit: 2 });
    expect(leads.pagination.total).toBe(3);
    expect(leads.leads.map((l) => l.brand)).toEqual(['Kaveri', 'Kaveri']);

    const meetings = await crm.meetings.list({ brandId: kaveri.id, limit: 2, sort: 'scheduledDate', order: 'desc' });
    expect(meetings.pagination).toMatchObject({ total: 3, pages: 2 });
    expect(meetings.meetings.map((m) => m.clientName)).toEqual(['Kaveri client 3', 'Kaveri client 2']);
    expect(new Set(meetings.meetings.map((m) => m.brandId))).toEqual(new Set([kaveri.id]));

    const enquiries = await crm.enquiries.list({ brandId: kaveri.id, limit: 2 });
    expect(enquiries.pagination.total).toBe(3);
    expect(enquiries.enquiries.every((e) => e.brandId === kaveri.id)).toBe(true);
    expect(enquiries.summary).toMatchObject({ total: 3, totalValue: 600 });

    // The filter narrows the others: the brand's meetings of one lead, its enquiries at one stage.
    const { lead } = await crm.leads.create({ brandId: kaveri.id, clientName: 'Late', csPersonId: a.member.id });
    expect((await crm.meetings.list({ brandId: kaveri.id, leadId: lead.id })).pagination.total).toBe(0);
    expect((await crm.enquiries.list({ brandId: kaveri.id, stage: 'Won' })).pagination.total).toBe(0);
    // An empty filter is no filter (the lists' URL state sends '').
    const all = (await crm.meetings.list({})).pagination.total;
    expect((await crm.meetings.list({ brandId: '' })).pagination.total).toBe(all);
    expect(all).toBeGreaterThan(3);
  });

  it('refuses a brandId that is no id, naming the field (400)', async ({ a }) => {
    const crm = crmOf(a);
    for (const call of [
      () => crm.meetings.list({ brandId: 'not an id' }),
      () => crm.enquiries.list({ brandId: 'not an id' }),
    ]) {
      const failure = await failureOf(call());
      expect([failure.status, fieldsOf(failure)]).toEqual([400, ['brandId']]);
    }
  });
});

describe('roles', () => {
  it.for(PORTAL_ROLES)('%s may read a brand and list its leads, meetings and enquiries', async (role, { a }) => {
    const { brand, lead } = await brandAndLead(a, `Client of ${role}`, `Brand of ${role}`);
    await crmOf(a).meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' });
    await crmOf(a).enquiries.create({ leadId: lead.id, requirement: 'R' });
    const crm = crmOf(a, role);
    expect((await crm.brands.get({ id: brand.id })).brand.name).toBe(`Brand of ${role}`);
    expect((await crm.leads.list({ brandId: brand.id })).pagination.total).toBe(1);
    expect((await crm.meetings.list({ brandId: brand.id })).meetings.map((m) => m.leadId)).toEqual([lead.id]);
    expect((await crm.enquiries.list({ brandId: brand.id })).enquiries.map((e) => e.leadId)).toEqual([lead.id]);
  });
});

describe('tenant isolation', () => {
  it("A's brand is unknown on B's host (404) and lists none of its records there", async ({ a, b }) => {
    const secret = await brandWithRecords(a, 'Secret', 2);
    const onB = crmOf(b);
    const failure = await failureOf(onB.brands.get({ id: secret.id }));
    expect([failure.status, failure.message]).toEqual([404, MESSAGES.crm.brands.notFound]);
    expect((await onB.leads.list({ brandId: secret.id })).pagination.total).toBe(0);
    expect((await onB.meetings.list({ brandId: secret.id })).meetings).toEqual([]);
    const enquiries = await onB.enquiries.list({ brandId: secret.id });
    expect([enquiries.enquiries, enquiries.summary.total]).toEqual([[], 0]);
    // Still there on A's host.
    expect((await crmOf(a).meetings.list({ brandId: secret.id })).pagination.total).toBe(2);
  });
});
