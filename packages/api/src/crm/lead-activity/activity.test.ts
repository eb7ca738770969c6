/**
 * crm.leadActivity.list and the recording done by the lead, meeting and enquiry services: every
 * change's entry commits with it, a failed write leaves none, an edit that changes nothing records
 * nothing, and the timeline pages newest first.
 */
import { describe, expect } from 'vitest';

import { updateLeadInput } from '@app/contracts';
import { eq, tenantTables, withTenant } from '@app/db';

import { RequestFiles } from '../../core/tenancy/request-files';
import { updateLead } from '../leads/writes';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { brandAndLead, crmAppTest, crmOf } from '../record-fixtures';
import { addLead } from '../test-fixtures';

/** `timeline`: a lead's entries as A's owner reads them; `storedEntries`: its entries as stored. */
const it = crmAppTest('act')
  .extend(
    'timeline',
    { scope: 'file' },
    ({ a }) =>
      async (id: string, limit = 100) =>
        (await crmOf(a).leadActivity.list({ id, limit })).activity,
  )
  .extend(
    'storedEntries',
    { scope: 'file' },
    ({ app, a }) =>
      (leadId: string) =>
        withTenant(app.deps.db, a.company.id, (tx) =>
          tx.select().from(tenantTables.leadActivity).where(eq(tenantTables.leadActivity.leadId, leadId)),
        ),
  );

describe('recorded with each change', () => {
  it('records created, field changes (old -> new, by name) and the stage from -> to, by whom', async ({
    a,
    timeline,
  }) => {
    const { lead } = await brandAndLead(a, 'Asha Rao', 'Timeline brand');
    await crmOf(a, 'admin').leads.update({ id: lead.id, stage: 'Contacted', hq: 'Pune', csPersonId: a.admin.id });
    const entries = await timeline(lead.id);
    expect(entries.map((e) => [e.kind, e.field, e.oldValue, e.newValue, e.by?.name])).toEqual([
      ['field_changed', 'csPerson', 'Terry Teammate', 'Ada Admin', 'Ada Admin'],
      ['stage_changed', 'stage', 'New', 'Contacted', 'Ada Admin'],
      ['field_changed', 'hq', null, 'Pune', 'Ada Admin'],
      ['created', null, null, 'New', a.owner.name],
    ]);
    expect(entries[3]).toMatchObject({ subject: 'Asha Rao', _id: entries[3]!.id });
  });

  it('records nothing for an edit that changes nothing, or one that is refused', async ({ a, timeline }) => {
    const { lead } = await brandAndLead(a, 'Still', 'Still brand');
    await crmOf(a).leads.update({ id: lead.id, stage: 'New', clientName: 'Still', estimatedValue: null });
    await expect(crmOf(a).leads.update({ id: lead.id, stage: 'Won', csPersonId: null })).rejects.toThrow();
    expect((await timeline(lead.id)).map((e) => e.kind)).toEqual(['created']);
  });

  it('leaves no entry (and no change) when the transaction of the write fails', async ({ app, a, storedEntries }) => {
    const { lead } = await brandAndLead(a, 'Rollback', 'Rollback brand');
    const failed = withTenant(app.deps.db, a.company.id, async (tx) => {
      const ctx = {
        deps: app.deps,
        company: { id: a.company.id },
        tx,
        files: new RequestFiles(app.deps.storage, app.deps.log),
        actor: { id: a.owner.id, name: a.owner.name },
      } as unknown as TenantContext;
      await updateLead(ctx, updateLeadInput.parse({ id: lead.id, stage: 'Won' }));
      expect(
        (await tx.select().from(tenantTables.leadActivity).where(eq(tenantTables.leadActivity.leadId, lead.id))).length,
      ).toBe(2);
      throw new Error('a later step of the same write failed');
    });
    await expect(failed).rejects.toThrow('a later step');
    expect((await storedEntries(lead.id)).map((e) => e.kind)).toEqual(['created']);
    expect((await crmOf(a).leads.get({ id: lead.id })).lead.stage).toBe('New');
  });

  it('records meetings scheduled / rescheduled / completed and enquiries added / stage / proposal', async ({
    a,
    timeline,
  }) => {
    const { lead } = await brandAndLead(a, 'Busy', 'Busy brand');
    const crm = crmOf(a);
    const { meeting } = await crm.meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' });
    await crm.meetings.update({ id: meeting.id, scheduledDate: '2026-12-02T10:00:00Z' });
    await crm.meetings.update({ id: meeting.id, status: 'Completed' });
    await crm.meetings.update({ id: meeting.id, notes: 'no entry for this' });
    const { enquiry } = await crm.enquiries.create({ leadId: lead.id, requirement: 'New website' });
    await crm.enquiries.update({ id: enquiry.id, stage: 'Under Review' });
    await crm.enquiries.sendProposal({ id: enquiry.id });
    const entries = await timeline(lead.id);
    expect(entries.map((e) => [e.kind, e.subject, e.oldValue, e.newValue])).toEqual([
      ['proposal_sent', 'New website', 'Under Review', 'Quotation Sent'],
      ['enquiry_stage_changed', 'New website', 'New', 'Under Review'],
      ['enquiry_added', 'New website', null, 'New'],
      ['meeting_completed', 'Meeting with Busy', null, '2026-12-02T10:00:00.000Z'],
      ['meeting_rescheduled', 'Meeting with Busy', '2026-12-01T10:00:00.000Z', '2026-12-02T10:00:00.000Z'],
      ['meeting_scheduled', 'Meeting with Busy', null, '2026-12-01T10:00:00.000Z'],
      ['created', 'Busy', null, 'New'],
    ]);
    expect(entries.every((e) => e.subjectId !== null || e.kind === 'created')).toBe(true);
  });
});

describe('the timeline', () => {
  it('pages newest first with a total', async ({ a }) => {
    const { lead } = await brandAndLead(a, 'Paged', 'Paged brand');
    for (const hq of ['A', 'B', 'C', 'D']) await crmOf(a).leads.update({ id: lead.id, hq });
    const first = await crmOf(a).leadActivity.list({ id: lead.id, page: 1, limit: 2 });
    const second = await crmOf(a).leadActivity.list({ id: lead.id, page: 2, limit: 2 });
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    expect([...first.activity, ...second.activity].map((e) => e.newValue)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('starts with created for a lead written straight to the table (seed, import)', async ({ app, a, timeline }) => {
    const { brand } = await brandAndLead(a, 'Seeded sibling', 'Seeded brand');
    const [seeded] = await addLead(app, a.company.id, brand.id, 'Seeded');
    expect((await timeline(seeded!.id)).map((e) => [e.kind, e.subject, e.by])).toEqual([['created', 'Seeded', null]]);
    for (const hq of ['A', 'B']) await crmOf(a).leads.update({ id: seeded!.id, hq });
    const first = await crmOf(a).leadActivity.list({ id: seeded!.id, page: 1, limit: 2 });
    const last = await crmOf(a).leadActivity.list({ id: seeded!.id, page: 2, limit: 2 });
    expect(first.pagination).toMatchObject({ total: 3, pages: 2 });
    expect([...first.activity, ...last.activity].map((e) => e.kind)).toEqual([
      'field_changed',
      'field_changed',
      'created',
    ]);
  });

  it('keeps the name of a user who is gone', async ({ app, a, timeline }) => {
    const { lead } = await brandAndLead(a, 'Orphan', 'Orphan brand');
    await withTenant(app.deps.db, a.company.id, (tx) =>
      tx
        .update(tenantTables.leadActivity)
        .set({ actorId: null, actorName: 'Former Member' })
        .where(eq(tenantTables.leadActivity.leadId, lead.id)),
    );
    expect((await timeline(lead.id))[0]!.by).toEqual({ id: null, name: 'Former Member' });
  });
});
