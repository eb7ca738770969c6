/**
 * Possible duplicates and merging: matches by email, phone and a name spelled alike in the brand;
 * a merge moves every related record to the survivor, records itself, and leaves the merged id
 * answering 404 with `mergedInto`; a merge into itself or of a lead out of reach is refused.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { crmAppTest, crmOf, failureOf } from '../record-fixtures';

const m = MESSAGES.crm.leads;

/**
 * A's brands Acme and Globex, there before the first test, and `addLead`: a lead of the member's,
 * at Acme unless said.
 */
const it = crmAppTest('mrg')
  .extend(
    'acme',
    { scope: 'file', auto: true },
    async ({ a }) => (await crmOf(a).brands.create({ name: 'Acme' })).brand.id,
  )
  .extend(
    'globex',
    { scope: 'file', auto: true },
    async ({ a }) => (await crmOf(a).brands.create({ name: 'Globex' })).brand.id,
  )
  .extend(
    'addLead',
    { scope: 'file' },
    ({ a, acme }) =>
      (clientName: string, extra: Record<string, unknown> = {}, brandId = acme) =>
        crmOf(a)
          .leads.create({ brandId, clientName, csPersonId: a.member.id, ...extra })
          .then((r) => r.lead),
  );

describe('possible duplicates', () => {
  it('finds the same email in any case, the same phone however written, and a name spelled alike in the brand', async ({
    a,
    globex,
    addLead,
  }) => {
    const asha = await addLead('Asha Rao', { emailId: 'asha@rao.in', mobileNumber: '+91 98450 12345' });
    const byEmail = await addLead('A. R.', { emailId: 'ASHA@rao.in' });
    const byPhone = await addLead('Someone Else', { mobileNumber: '098450-12345' });
    const byName = await addLead('Aasha Rao');
    await addLead('Aasha Rao', {}, globex);
    await addLead('Bela Shah', { emailId: 'bela@shah.in' });
    const { duplicates } = await crmOf(a, 'team_member').leads.duplicates({ id: asha.id });
    const found = new Map(duplicates.map((d) => [d.lead.id, d.reasons]));
    expect(found).toEqual(
      new Map([
        [byEmail.id, ['email']],
        [byPhone.id, ['phone']],
        [byName.id, ['name']],
      ]),
    );
  });

  it('answers 404 for another company’s lead', async ({ a, b }) => {
    const asha = (await crmOf(a).leads.list({ search: 'Asha Rao' })).leads[0]!;
    expect(await failureOf(crmOf(b).leads.duplicates({ id: asha.id }))).toMatchObject({ status: 404 });
  });
});

describe('merge', () => {
  it('moves meetings, enquiries, notes and history to the survivor, with the chosen values', async ({ a, addLead }) => {
    const crm = crmOf(a, 'team_member');
    const survivor = await addLead('Chitra Nair', { emailId: 'chitra@nair.in' });
    const merged = await addLead('Chitra N', { mobileNumber: '+91 90000 11111', stage: 'Qualified' });
    const { meeting } = await crm.meetings.create({ leadId: merged.id, scheduledDate: '2026-12-01T10:00:00Z' });
    const { enquiry } = await crm.enquiries.create({ leadId: merged.id, requirement: 'A new site' });
    await crm.leadNotes.create({ id: merged.id, content: 'Met at the fair' });
    const { lead, moved } = await crm.leads.merge({
      id: survivor.id,
      mergeId: merged.id,
      fields: { mobileNumber: merged.mobileNumber, stage: 'Qualified' },
    });
    expect(lead).toMatchObject({ id: survivor.id, emailId: 'chitra@nair.in', mobileNumber: '+91 90000 11111' });
    expect(lead.stage).toBe('Qualified');
    expect(moved).toEqual({ meetings: [meeting.id], enquiries: [enquiry.id], notes: [expect.any(String)] });
    expect((await crm.meetings.get({ id: meeting.id })).meeting.leadId).toBe(survivor.id);
    expect((await crm.enquiries.get({ id: enquiry.id })).enquiry.leadId).toBe(survivor.id);
    expect((await crm.leadNotes.list({ id: survivor.id })).notes.map((n) => n.content)).toEqual(['Met at the fair']);
    const { activity } = await crm.leadActivity.list({ id: survivor.id, limit: 100 });
    const kinds = activity.map((e) => e.kind);
    expect(kinds[0]).toBe('merged');
    expect(activity[0]).toMatchObject({ subject: 'Chitra N' });
    // The merged lead's own history came along.
    expect(kinds).toContain('meeting_scheduled');
    expect(kinds.filter((k) => k === 'created')).toHaveLength(2);
  });

  it('leaves the merged id answering 404 with the survivor, following later merges', async ({ a, addLead }) => {
    const crm = crmOf(a);
    const first = await addLead('Dev One');
    const second = await addLead('Dev Two');
    const third = await addLead('Dev Three');
    await crm.leads.merge({ id: second.id, mergeId: first.id });
    expect(await failureOf(crm.leads.get({ id: first.id }))).toMatchObject({
      status: 404,
      message: m.mergedAway,
      details: { mergedInto: second.id },
    });
    await crm.leads.merge({ id: third.id, mergeId: second.id });
    expect(await failureOf(crm.leads.get({ id: first.id }))).toMatchObject({ details: { mergedInto: third.id } });
    expect(await failureOf(crm.leads.get({ id: second.id }))).toMatchObject({ details: { mergedInto: third.id } });
  });

  it('keeps custom values only the merged lead held', async ({ a, addLead }) => {
    await crmOf(a).customColumns.create({ entity: 'lead', name: 'region', label: 'Region', type: 'text' });
    await crmOf(a).customColumns.create({ entity: 'lead', name: 'seats', label: 'Seats', type: 'number' });
    const survivor = await addLead('Esha', { customFields: { seats: 4 } });
    const merged = await addLead('Esha K', { customFields: { region: 'North', seats: 9 } });
    const { lead } = await crmOf(a).leads.merge({ id: survivor.id, mergeId: merged.id });
    expect(lead.customFields).toEqual({ region: 'North', seats: 4 });
  });

  it('refuses a merge into itself, of another company’s lead, or with a bad value, and changes nothing', async ({
    a,
    b,
    addLead,
  }) => {
    const one = await addLead('Farah');
    const two = await addLead('Farah Q');
    const theirs = (
      await crmOf(b).leads.create({
        brandId: (await crmOf(b).brands.create({ name: 'B' })).brand.id,
        clientName: 'Theirs',
        csPersonId: b.member.id,
      })
    ).lead;
    expect(await failureOf(crmOf(a).leads.merge({ id: one.id, mergeId: one.id }))).toMatchObject({
      status: 400,
      errors: [{ path: 'mergeId', msg: m.mergeSelf }],
    });
    expect(await failureOf(crmOf(a).leads.merge({ id: one.id, mergeId: theirs.id }))).toMatchObject({
      status: 404,
      errors: [{ path: 'mergeId', msg: m.mergeNotFound }],
    });
    expect(await failureOf(crmOf(b).leads.merge({ id: theirs.id, mergeId: one.id }))).toMatchObject({ status: 404 });
    expect(
      await failureOf(crmOf(a).leads.merge({ id: one.id, mergeId: two.id, fields: { emailId: 'not an email' } })),
    ).toMatchObject({ status: 400, errors: [{ path: 'fields.emailId' }] });
    expect((await crmOf(a).leads.get({ id: two.id })).lead.clientName).toBe('Farah Q');
    expect((await crmOf(b).leads.get({ id: theirs.id })).lead.clientName).toBe('Theirs');
  });

  it('lets a member with own visibility merge only leads they can see', async ({ a, addLead }) => {
    const mine = await addLead('Gita');
    const owner = (await a.as('owner').company.team.list({ limit: 100 })).users.find((u) => u.role === 'owner')!;
    const notMine = await addLead('Gita R', { csPersonId: owner.id });
    await a.as('owner').company.settings.update({ recordVisibility: 'own' });
    try {
      const member = crmOf(a, 'team_member');
      expect(await failureOf(member.leads.merge({ id: mine.id, mergeId: notMine.id }))).toMatchObject({ status: 404 });
      expect((await member.leads.duplicates({ id: mine.id })).duplicates).toEqual([]);
    } finally {
      await a.as('owner').company.settings.update({ recordVisibility: 'all' });
    }
  });
});
