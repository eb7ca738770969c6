/**
 * crm.leadMergeCounts.get: what a merge would move with a lead, counted before the merge; only what
 * the caller may see, a lead out of reach (or of another company) unknown.
 */
import { describe, expect } from 'vitest';

import { pdf, png } from '../../platform/company-notes/test-fixtures';
import { crmAppTest, crmOf, failureOf } from '../record-fixtures';

/** A's brand, there before the first test, and `addLead`: a lead of it, the member's unless said. */
const it = crmAppTest('lmc')
  .extend(
    'brandId',
    { scope: 'file', auto: true },
    async ({ a }) => (await crmOf(a).brands.create({ name: 'Acme' })).brand.id,
  )
  .extend(
    'addLead',
    { scope: 'file' },
    ({ a, brandId }) =>
      (clientName: string, csPersonId = a.member.id) =>
        crmOf(a)
          .leads.create({ brandId, clientName, csPersonId })
          .then((r) => r.lead),
  );

describe('what moves with a lead', () => {
  it('counts its meetings, enquiries, notes, their files and its open follow-ups', async ({ a, addLead }) => {
    const crm = crmOf(a, 'team_member');
    const lead = await addLead('Asha Rao');
    await crm.meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' });
    await crm.meetings.create({ leadId: lead.id, scheduledDate: '2026-12-02T10:00:00Z' });
    await crm.enquiries.create({ leadId: lead.id, requirement: 'A site', nextFollowUpDate: '2026-12-05' });
    // Decided, or with no date: no follow-up.
    await crm.enquiries.create({
      leadId: lead.id,
      requirement: 'An app',
      stage: 'Won',
      nextFollowUpDate: '2026-12-05',
    });
    await crm.enquiries.create({ leadId: lead.id, requirement: 'A shop' });
    await crm.leadNotes.create({ id: lead.id, content: 'Met at the fair', attachments: [pdf(), png()] });
    await crm.leadNotes.create({ id: lead.id, content: 'Called' });
    // Another lead's records are not counted.
    const other = await addLead('Priya Nair');
    await crm.meetings.create({ leadId: other.id, scheduledDate: '2026-12-03T10:00:00Z' });

    expect((await crm.leadMergeCounts.get({ id: lead.id })).counts).toEqual({
      meetings: 2,
      enquiries: 3,
      notes: 2,
      attachments: 2,
      followUps: 1,
    });
    expect((await crm.leadMergeCounts.get({ id: other.id })).counts).toEqual({
      meetings: 1,
      enquiries: 0,
      notes: 0,
      attachments: 0,
      followUps: 0,
    });
  });

  it("knows no lead out of the caller's reach, nor another company's", async ({ a, b, addLead }) => {
    const owner = (await a.as('owner').company.team.list({ limit: 100 })).users.find((u) => u.role === 'owner')!;
    const notMine = await addLead('Gita R', owner.id);
    await crmOf(a).meetings.create({ leadId: notMine.id, scheduledDate: '2026-12-01T10:00:00Z' });
    await a.as('owner').company.settings.update({ recordVisibility: 'own' });
    try {
      const member = crmOf(a, 'team_member');
      expect(await failureOf(member.leadMergeCounts.get({ id: notMine.id }))).toMatchObject({ status: 404 });
      expect((await crmOf(a).leadMergeCounts.get({ id: notMine.id })).counts.meetings).toBe(1);
    } finally {
      await a.as('owner').company.settings.update({ recordVisibility: 'all' });
    }
    expect(await failureOf(crmOf(b).leadMergeCounts.get({ id: notMine.id }))).toMatchObject({ status: 404 });
  });
});
