/** crm.enquiries.*: form fields, defaults, Send Proposal, list filters and the summary over the filtered set (docs/product/crm.md#enquiries). */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { brandAndLead, crmAppTest, crmOf, failureOf, fieldsOf } from '../record-fixtures';

/** Asha Rao's lead at Acme, there before the first test. */
const it = crmAppTest('enq').extend(
  'leadId',
  { scope: 'file', auto: true },
  async ({ a }) => (await brandAndLead(a, 'Asha Rao', 'Acme')).lead.id,
);

describe('create, get, update, remove, send proposal', () => {
  it('creates with the defaults and reads the form names back, value as a number', async ({ app, a, leadId }) => {
    app.clock.now = new Date('2026-11-18T12:00:00Z');
    const { enquiry, message } = await crmOf(a).enquiries.create({
      leadId,
      requirement: 'An online store',
      estimatedValue: 250000,
      expectedDeliveryDate: '2027-01-31',
      comments: 'urgent-ish',
      assignedTo: a.admin.id,
      csPerson: 'Terry Teammate',
    });
    expect(message).toBe(MESSAGES.crm.enquiries.created);
    expect(enquiry).toMatchObject({
      addedDate: '2026-11-18',
      brand: 'Acme',
      clientName: 'Asha Rao',
      productType: 'Website',
      priority: 'Medium',
      urgency: 'Medium',
      stage: 'New',
      value: 250000,
      estimatedValue: 250000,
      deliveryDate: '2027-01-31',
      comment: 'urgent-ish',
      assignedTo: a.admin.id,
      csPersonId: a.member.id,
      csPerson: 'Terry Teammate',
    });
    expect((await crmOf(a).enquiries.get({ id: enquiry.id })).enquiry).toEqual(enquiry);
    app.clock.now = undefined;
  });

  it('Send Proposal moves the stage to Quotation Sent and refuses a decided enquiry', async ({ a, leadId }) => {
    const { enquiry } = await crmOf(a).enquiries.create({ leadId, requirement: 'An app', productType: 'Mobile App' });
    const sent = await crmOf(a).enquiries.sendProposal({ id: enquiry.id });
    expect([sent.message, sent.enquiry.stage]).toEqual([MESSAGES.crm.enquiries.proposalSent, 'Quotation Sent']);
    await crmOf(a).enquiries.update({ id: enquiry.id, stage: 'Won', estimatedValue: null });
    const refused = await failureOf(crmOf(a).enquiries.sendProposal({ id: enquiry.id }));
    expect([refused.status, refused.message]).toEqual([409, MESSAGES.crm.enquiries.proposalClosed('Won')]);
    expect((await crmOf(a).enquiries.get({ id: enquiry.id })).enquiry).toMatchObject({ stage: 'Won', value: null });
    await crmOf(a).enquiries.remove({ id: enquiry.id });
    expect((await failureOf(crmOf(a).enquiries.sendProposal({ id: enquiry.id }))).status).toBe(404);
  });

  it('refuses bad input naming the field', async ({ a, leadId }) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ requirement: ' ' }, 'requirement'],
      [{ leadId: '00000000-0000-4000-8000-000000000000' }, 'leadId'],
      [{ estimatedValue: -5 }, 'estimatedValue'],
      [{ productType: 'Hardware' }, 'productType'],
      [{ stage: 'Closed Won' }, 'stage'],
      [{ expectedDeliveryDate: '31/01/2027' }, 'expectedDeliveryDate'],
      [{ assignedTo: '00000000-0000-4000-8000-000000000000' }, 'assignedTo'],
    ];
    for (const [input, field] of cases) {
      const failure = await failureOf(crmOf(a).enquiries.create({ leadId, requirement: 'R', ...input } as never));
      expect([failure.status, fieldsOf(failure)], field).toEqual([400, [field]]);
    }
  });
});

describe('list', () => {
  it.beforeAll(async ({ a }) => {
    const other = (await brandAndLead(a, 'Bimal', 'Globex')).lead.id;
    const rows = [
      { leadId: other, requirement: 'Shop', productType: 'E-commerce', stage: 'Won', estimatedValue: 100 },
      { leadId: other, requirement: 'Portal', productType: 'Web Application', stage: 'Won', estimatedValue: 50.25 },
      { leadId: other, requirement: 'Advice', productType: 'Consulting', stage: 'Lost' },
    ];
    for (const row of rows) await crmOf(a).enquiries.create(row as never);
  });

  it('computes the summary over the whole filtered set, not the page', async ({ a }) => {
    const globex = await crmOf(a).enquiries.list({ search: 'globex', limit: 1 });
    expect(globex.enquiries).toHaveLength(1);
    expect(globex.pagination).toEqual({ page: 1, limit: 1, total: 3, pages: 3 });
    expect(globex.summary).toEqual({ total: 3, won: 2, totalValue: 150.25, conversionRate: 67 });
    expect((await crmOf(a).enquiries.list({ search: 'no such thing' })).summary).toEqual({
      total: 0,
      won: 0,
      totalValue: 0,
      conversionRate: 0,
    });
  });

  it('searches client, brand and requirement; filters stage, product type, lead; sorts by value', async ({
    a,
    leadId,
  }) => {
    const reqs = async (input: Record<string, unknown>) =>
      (await crmOf(a).enquiries.list(input as never)).enquiries.map((e) => e.requirement);
    expect(await reqs({ search: 'PORT' })).toEqual(['Portal']);
    expect(await reqs({ search: 'asha' })).toEqual(['An online store']);
    expect(await reqs({ stage: 'Lost', productType: '' })).toEqual(['Advice']);
    expect(await reqs({ productType: 'E-commerce' })).toEqual(['Shop']);
    expect(await reqs({ leadId, stage: '' })).toEqual(['An online store']);
    expect(await reqs({ sort: 'value', order: 'desc' })).toEqual(['An online store', 'Shop', 'Portal', 'Advice']);
  });
});
