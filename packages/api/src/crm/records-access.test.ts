/**
 * Who may call crm.leads.*, crm.meetings.*, crm.enquiries.* and crm.dashboard.get: every role of the
 * host's company (docs/product/crm.md#who-may-do-what). Another company's ids are unknown on this host (404, or 400 naming
 * the field when referenced from a form) and its rows never show.
 */
import { describe, expect } from 'vitest';

import { tenantHost } from '../testing/harness';
import { PORTAL_ROLES } from '../testing/signed-in-company';
import { brandAndLead, crmAppTest, crmOf, failureOf, fieldsOf } from './record-fixtures';

const it = crmAppTest('recacc');

describe('roles', () => {
  it.for(PORTAL_ROLES)('%s may use every lead, meeting, enquiry and dashboard call', async (role, { a }) => {
    const crm = crmOf(a, role);
    const { brand } = await crm.brands.create({ name: `Brand of ${role}` });
    const { lead } = await crm.leads.create({ brandId: brand.id, clientName: role, csPersonId: a.member.id });
    await crm.leads.update({ id: lead.id, stage: 'Qualified' });
    expect((await crm.leads.get({ id: lead.id })).lead).toMatchObject({ id: lead.id, stage: 'Qualified' });
    expect((await crm.leads.list({ brandId: brand.id })).pagination.total).toBe(1);
    const { meeting } = await crm.meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' });
    await crm.meetings.update({ id: meeting.id, status: 'Completed' });
    expect((await crm.meetings.get({ id: meeting.id })).meeting).toMatchObject({ id: meeting.id, status: 'Completed' });
    expect((await crm.meetings.list({ leadId: lead.id })).pagination.total).toBe(1);
    const { enquiry } = await crm.enquiries.create({ leadId: lead.id, requirement: 'R' });
    await crm.enquiries.update({ id: enquiry.id, productType: 'Consulting' });
    await crm.enquiries.sendProposal({ id: enquiry.id });
    expect((await crm.enquiries.get({ id: enquiry.id })).enquiry).toMatchObject({
      id: enquiry.id,
      productType: 'Consulting',
    });
    expect((await crm.enquiries.list({ leadId: lead.id })).pagination.total).toBe(1);
    expect((await crm.dashboard.get()).summary.totalLeads).toBeGreaterThanOrEqual(1);
    await crm.enquiries.remove({ id: enquiry.id });
    await crm.meetings.remove({ id: meeting.id });
    await crm.leads.remove({ id: lead.id });
  });

  it('refuses a call without a token (401)', async ({ app, a }) => {
    const anonymous = app.call(tenantHost(a.company.subdomain)).crm;
    const calls = [
      () => anonymous.leads.list({}),
      () => anonymous.meetings.list({}),
      () => anonymous.enquiries.list({}),
      () => anonymous.dashboard.get(),
    ];
    for (const call of calls) {
      expect((await failureOf(call())).status).toBe(401);
    }
  });
});

describe('tenant isolation', () => {
  it("A's leads, meetings and enquiries are unknown on B's host and never listed there", async ({ a, b }) => {
    const { brand, lead } = await brandAndLead(a, 'Secret client', 'Secret brand');
    const { meeting } = await crmOf(a).meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' });
    const { enquiry } = await crmOf(a).enquiries.create({ leadId: lead.id, requirement: 'Secret' });
    const onB = crmOf(b);
    for (const call of [
      () => onB.leads.get({ id: lead.id }),
      () => onB.leads.update({ id: lead.id, hq: 'x' }),
      () => onB.leads.remove({ id: lead.id }),
      () => onB.meetings.get({ id: meeting.id }),
      () => onB.meetings.update({ id: meeting.id, notes: 'x' }),
      () => onB.meetings.remove({ id: meeting.id }),
      () => onB.enquiries.get({ id: enquiry.id }),
      () => onB.enquiries.update({ id: enquiry.id, comments: 'x' }),
      () => onB.enquiries.remove({ id: enquiry.id }),
      () => onB.enquiries.sendProposal({ id: enquiry.id }),
    ]) {
      expect((await failureOf(call())).status).toBe(404);
    }
    expect((await onB.leads.list({})).pagination.total).toBe(0);
    expect((await onB.leads.list({ brandId: brand.id })).leads).toEqual([]);
    expect((await onB.meetings.list({ leadId: lead.id })).meetings).toEqual([]);
    expect((await onB.enquiries.list({ search: 'secret' })).summary.total).toBe(0);
    expect((await onB.dashboard.get()).summary.totalLeads).toBe(0);
    expect((await crmOf(a).enquiries.get({ id: enquiry.id })).enquiry.stage).toBe('New');
  });

  it("refuses B's records pointing at A's brand, lead or team member, naming the field", async ({ a, b }) => {
    const { brand, lead } = await brandAndLead(a, 'Other', 'Other brand');
    const bLead = (await brandAndLead(b, 'B client', 'B brand')).lead;
    const onB = crmOf(b);
    const refusals: [() => Promise<unknown>, string][] = [
      [() => onB.leads.create({ brandId: brand.id, clientName: 'x', csPersonId: b.member.id }), 'brandId'],
      [() => onB.leads.update({ id: bLead.id, brandId: brand.id }), 'brandId'],
      [() => onB.leads.create({ brandId: bLead.brandId, clientName: 'x', csPersonId: a.member.id }), 'csPersonId'],
      [() => onB.meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' }), 'leadId'],
      [() => onB.enquiries.create({ leadId: lead.id, requirement: 'x' }), 'leadId'],
      [() => onB.enquiries.create({ leadId: bLead.id, requirement: 'x', assignedTo: a.admin.id }), 'assignedTo'],
    ];
    for (const [call, field] of refusals) {
      const failure = await failureOf(call());
      expect([failure.status, fieldsOf(failure)], field).toEqual([400, [field]]);
    }
  });
});
