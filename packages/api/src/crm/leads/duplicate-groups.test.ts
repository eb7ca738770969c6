/**
 * The company-wide possible duplicates: leads grouped by email in any case and by phone however
 * written (short numbers never), biggest groups first then newest, a group's newest ten leads,
 * paged by groups; a member on `own` visibility sees only groups formed by their own leads, and
 * another company's leads never appear.
 */
import { describe, expect } from 'vitest';

import { crmAppTest, crmOf, failureOf } from '../record-fixtures';

/** A's brand Acme, there before the first test, and `addLead`: an Acme lead of the member's. */
const it = crmAppTest('dgr')
  .extend(
    'acme',
    { scope: 'file', auto: true },
    async ({ a }) => (await crmOf(a).brands.create({ name: 'Acme' })).brand.id,
  )
  .extend(
    'addLead',
    { scope: 'file' },
    ({ a, acme }) =>
      (clientName: string, extra: Record<string, unknown> = {}) =>
        crmOf(a)
          .leads.create({ brandId: acme, clientName, csPersonId: a.member.id, ...extra })
          .then((r) => r.lead),
  );

/** Each group as key, value and its leads' names (newest first). */
const summary = (groups: { key: string; value: string; count: number; leads: { clientName: string }[] }[]) =>
  groups.map((g) => ({ key: g.key, value: g.value, count: g.count, names: g.leads.map((l) => l.clientName) }));

describe('duplicate groups', () => {
  it('groups the same email in any case and the same phone however written, biggest then newest first', async ({
    a,
    addLead,
  }) => {
    await addLead('Asha 1', { emailId: 'asha@rao.in', mobileNumber: '+91 98450 12345' });
    await addLead('Asha 2', { emailId: 'ASHA@rao.in' });
    await addLead('Asha 3', { emailId: 'Asha@Rao.in' });
    await addLead('Bela 1', { mobileNumber: '098450-12345' });
    await addLead('Short 1', { mobileNumber: '12345' });
    await addLead('Short 2', { mobileNumber: '12345' });
    await addLead('Alone', { emailId: 'alone@x.in', mobileNumber: '+91 90000 00000' });
    await addLead('Chitra 1', { emailId: 'chitra@nair.in' });
    await addLead('Chitra 2', { emailId: 'chitra@nair.in' });
    const { groups, pagination } = await crmOf(a, 'team_member').leads.duplicateGroups({});
    expect(summary(groups)).toEqual([
      { key: 'email', value: 'asha@rao.in', count: 3, names: ['Asha 3', 'Asha 2', 'Asha 1'] },
      { key: 'email', value: 'chitra@nair.in', count: 2, names: ['Chitra 2', 'Chitra 1'] },
      // The phone as its newest lead writes it.
      { key: 'phone', value: '098450-12345', count: 2, names: ['Bela 1', 'Asha 1'] },
    ]);
    expect(pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    expect(groups[0]!.leads[0]).toMatchObject({ brand: 'Acme', csPerson: a.member.name, stage: 'New' });
  });

  it('carries a big group’s newest ten leads and its full count, and pages by groups', async ({ a, addLead }) => {
    for (let i = 1; i <= 12; i++) await addLead(`Dev ${i}`, { emailId: 'dev@many.in' });
    const first = await crmOf(a).leads.duplicateGroups({ limit: 2 });
    expect(first.groups[0]).toMatchObject({ key: 'email', value: 'dev@many.in', count: 12 });
    expect(first.groups[0]!.leads.map((l) => l.clientName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Dev ${12 - i}`),
    );
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 4, pages: 2 });
    const second = await crmOf(a).leads.duplicateGroups({ page: 2, limit: 2 });
    expect(second.groups.map((g) => g.value)).toEqual(['chitra@nair.in', '098450-12345']);
    const past = await crmOf(a).leads.duplicateGroups({ page: 3, limit: 2 });
    expect(past).toMatchObject({ groups: [], pagination: { page: 3, total: 4, pages: 2 } });
  });

  it('shows a member on own visibility only the groups their own leads form', async ({ a, addLead }) => {
    const owner = (await a.as('owner').company.team.list({ limit: 100 })).users.find((u) => u.role === 'owner')!;
    await addLead('Esha mine', { emailId: 'esha@split.in' });
    await addLead('Esha theirs', { emailId: 'esha@split.in', csPersonId: owner.id });
    await addLead('Farah theirs 1', { mobileNumber: '+1 (415) 555-0100', csPersonId: owner.id });
    await addLead('Farah theirs 2', { mobileNumber: '415 555 0100', csPersonId: owner.id });
    await a.as('owner').company.settings.update({ recordVisibility: 'own' });
    try {
      const mine = await crmOf(a, 'team_member').leads.duplicateGroups({ limit: 50 });
      const values = mine.groups.map((g) => g.value);
      expect(values).not.toContain('esha@split.in');
      expect(values).not.toContain('415 555 0100');
      expect(mine.pagination.total).toBe(4);
      expect(mine.groups.flatMap((g) => g.leads).every((l) => l.csPersonId === a.member.id)).toBe(true);
      // The owner still sees every lead: the split group whole and the owner's phone group.
      const all = await crmOf(a, 'owner').leads.duplicateGroups({ limit: 50 });
      expect(summary(all.groups).filter((g) => ['esha@split.in', '415 555 0100'].includes(g.value))).toEqual([
        { key: 'phone', value: '415 555 0100', count: 2, names: ['Farah theirs 2', 'Farah theirs 1'] },
        { key: 'email', value: 'esha@split.in', count: 2, names: ['Esha theirs', 'Esha mine'] },
      ]);
    } finally {
      await a.as('owner').company.settings.update({ recordVisibility: 'all' });
    }
  });

  it('never mixes in another company’s leads', async ({ a, b }) => {
    const brandId = (await crmOf(b).brands.create({ name: 'B' })).brand.id;
    const theirs = { brandId, csPersonId: b.member.id, emailId: 'asha@rao.in', mobileNumber: '9845012345' };
    await crmOf(b).leads.create({ clientName: 'Their Asha', ...theirs });
    expect((await crmOf(b).leads.duplicateGroups({})).groups).toEqual([]);
    const ours = (await crmOf(a).leads.duplicateGroups({ limit: 50 })).groups;
    expect(ours.find((g) => g.value === 'asha@rao.in')).toMatchObject({ count: 3 });
    expect(ours.flatMap((g) => g.leads).some((l) => l.clientName === 'Their Asha')).toBe(false);
  });

  it('refuses a limit above 50', async ({ a }) => {
    expect(await failureOf(crmOf(a).leads.duplicateGroups({ limit: 51 }))).toMatchObject({
      status: 400,
      errors: [{ path: 'limit' }],
    });
  });
});
