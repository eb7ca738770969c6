/**
 * company.departments.* and company.designations.*: one service for both lists, in the request's
 * transaction; members follow a rename; refusals change nothing.
 */
import { describe, expect, it } from 'vitest';

import { COMPANY_LISTS, DEFAULT_DEPARTMENTS, DEFAULT_DESIGNATIONS, MESSAGES } from '@app/contracts';

import { failureOf, portalFixture, storedList } from '../../testing/portal';

const f = portalFixture('lists-co');

const company = (role: 'owner' | 'admin' | 'team_member' = 'admin') => f.co.as(role).company;

describe('company.departments.list / company.designations.list', () => {
  it('answers the defaults in position order, for every role', async () => {
    const { departments } = await company('team_member').departments.list();
    expect(departments.map((d) => d.name)).toEqual([...DEFAULT_DEPARTMENTS]);
    expect(departments[0]).toEqual({
      id: expect.any(String),
      _id: departments[0]!.id,
      name: 'Engineering',
      isDefault: true,
      isActive: true,
    });
    const { designations } = await company('team_member').designations.list();
    expect(designations.map((d) => d.name)).toEqual([...DEFAULT_DESIGNATIONS]);
  });
});

describe('company.departments.save', () => {
  it('adds, hides, reorders and deletes by the full list; members follow a rename, not a hide', async () => {
    await company('owner').team.update({ memberId: f.co.member.id, department: 'Sales', designation: 'Designer' });
    const { departments } = await company().departments.list();
    const byName = Object.fromEntries(departments.map((d) => [d.name, d]));
    const sent = [
      { id: byName.Sales!.id, name: 'Revenue' },
      { name: '  Legal  ' },
      { name: '   ' },
      ...departments.filter((d) => d.name !== 'Sales').map((d) => ({ ...d, isActive: d.name !== 'HR' })),
    ];
    const result = await company().departments.save({ departments: sent });
    expect(result.message).toBe(MESSAGES.companyLists.departments.saved);
    expect(result.departments.map((d) => [d.name, d.isActive, d.isDefault])).toEqual([
      ['Revenue', true, true],
      ['Legal', true, false],
      ['Engineering', true, true],
      ['Marketing', true, true],
      ['HR', false, true],
      ['Finance', true, true],
      ['Operations', true, true],
    ]);
    expect(result.departments[0]!.id).toBe(byName.Sales!.id);
    const { user } = await company().team.get({ memberId: f.co.member.id });
    expect(user.profile).toMatchObject({ department: 'Revenue', designation: 'Designer' });

    // A new entry that is not a default may be deleted; positions close up.
    const withoutLegal = result.departments.filter((d) => d.name !== 'Legal');
    const after = await company().departments.save({ departments: withoutLegal });
    expect(after.departments.map((d) => d.name)).not.toContain('Legal');
    expect((await storedList(f.app, f.co.company.id, 'departments')).map((r) => r.position)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('refuses duplicates, deleting a default and unknown ids, with the product texts, changing nothing', async () => {
    const before = await storedList(f.app, f.co.company.id, 'departments');
    const { departments } = await company().departments.list();
    expect(
      await failureOf(company().departments.save({ departments: [...departments, { name: 'engineering' }] })),
    ).toMatchObject({
      status: 400,
      message: MESSAGES.companyLists.departments.duplicate,
      errors: [{ path: `departments.${departments.length}.name` }],
    });
    expect(await failureOf(company().departments.save({ departments: departments.slice(1) }))).toMatchObject({
      status: 400,
      message: MESSAGES.companyLists.departments.defaultDelete,
      errors: [{ path: 'departments' }],
    });
    expect(await storedList(f.app, f.co.company.id, 'departments')).toEqual(before);
  });

  it('refuses over-long names and too many entries (limits from contracts), naming the field', async () => {
    const long = 'x'.repeat(COMPANY_LISTS.nameMax + 1);
    expect(await failureOf(company().departments.save({ departments: [{ name: long }] }))).toMatchObject({
      status: 400,
      errors: [{ path: 'departments.0.name' }],
    });
    const many = Array.from({ length: COMPANY_LISTS.maxEntries + 1 }, (_, n) => ({ name: `D${n}` }));
    expect(await failureOf(company().departments.save({ departments: many }))).toMatchObject({
      status: 400,
      errors: [{ path: 'departments', msg: MESSAGES.companyLists.departments.tooMany(COMPANY_LISTS.maxEntries) }],
    });
  });
});

describe('company.designations.save', () => {
  it('is the same service with its own texts; a swap of two names saves', async () => {
    const { designations } = await company().designations.list();
    const [first, second, ...rest] = designations;
    const swapped = await company('owner').designations.save({
      designations: [{ ...first!, name: second!.name }, { ...second!, name: first!.name }, ...rest],
    });
    expect(swapped.message).toBe(MESSAGES.companyLists.designations.saved);
    expect(swapped.designations.slice(0, 2).map((d) => d.name)).toEqual(['Senior Developer', 'Manager']);
    expect(await failureOf(company().designations.save({ designations: rest }))).toMatchObject({
      status: 400,
      message: MESSAGES.companyLists.designations.defaultDelete,
    });
    expect(
      await failureOf(company().designations.save({ designations: [...designations, { name: 'MANAGER' }] })),
    ).toMatchObject({ status: 400, message: MESSAGES.companyLists.designations.duplicate });
  });
});
