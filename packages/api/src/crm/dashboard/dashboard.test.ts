/** crm.dashboard.get: the CRM totals and leads per stage, this company's only (docs/product/crm.md#rest-paths). */
import { describe, expect } from 'vitest';

import { brandAndLead, crmAppTest, crmOf } from '../record-fixtures';

const it = crmAppTest('cdb');

describe('dashboard', () => {
  it('is all zeros for an empty CRM, every stage present', async ({ b }) => {
    const { summary, leadsByStage } = await crmOf(b, 'team_member').dashboard.get();
    expect(summary).toEqual({
      totalBrands: 0,
      totalLeads: 0,
      totalMeetings: 0,
      totalEnquiries: 0,
      totalLeadValue: 0,
      totalEnquiryValue: 0,
    });
    expect(Object.values(leadsByStage)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('totals brands, leads, meetings, enquiries and money as numbers; B sees none of A', async ({ a, b }) => {
    const crm = crmOf(a);
    const { lead, brand } = await brandAndLead(a);
    await crm.brands.create({ name: 'Empty brand' });
    await crm.leads.update({ id: lead.id, estimatedValue: 1000.5 });
    await crm.leads.create({
      brandId: brand.id,
      clientName: 'Two',
      stage: 'Closed Won',
      estimatedValue: 99,
      csPersonId: a.owner.id,
    });
    await crm.meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' });
    await crm.enquiries.create({ leadId: lead.id, requirement: 'Site', estimatedValue: 20 });
    await crm.enquiries.create({ leadId: lead.id, requirement: 'App', estimatedValue: 30.75 });
    const { summary, leadsByStage } = await crm.dashboard.get();
    expect(summary).toEqual({
      totalBrands: 2,
      totalLeads: 2,
      totalMeetings: 1,
      totalEnquiries: 2,
      totalLeadValue: 1099.5,
      totalEnquiryValue: 50.75,
    });
    expect(leadsByStage).toMatchObject({ New: 1, Won: 1, Lost: 0 });
    expect((await crmOf(b).dashboard.get()).summary.totalLeads).toBe(0);
  });
});
