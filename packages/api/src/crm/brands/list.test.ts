/** crm.brands.list / dropdown and crm.companyUsers.list: tiles, search, sort, pages (docs/product/crm.md#brands; docs/architecture.md#the-web-app). */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { addTestUser } from '../../auth/test-support';
import { crmAppTest, crmOf, failureOf } from '../test-fixtures';

/** `list`: A's brands list, first page of 20 unless said; `names`: the brand names it answers. */
const it = crmAppTest('bl')
  .extend(
    'list',
    { scope: 'file' },
    ({ a }) =>
      (input: Record<string, unknown> = {}) =>
        crmOf(a).brands.list({ page: 1, limit: 20, ...input }),
  )
  .extend(
    'names',
    { scope: 'file' },
    ({ list }) =>
      async (input: Record<string, unknown>) =>
        (await list(input)).brands.map((b) => b.name),
  );

it.beforeAll(async ({ app, a }) => {
  // Wednesday 2026-11-18: this week began Sunday 2026-11-15, last week Sunday 2026-11-08.
  const at = (iso: string) => (app.clock.now = new Date(iso));
  const columns = crmOf(a).customColumns;
  await columns.create({ entity: 'brand', name: 'budget', label: 'Budget', type: 'number' });
  await columns.create({ entity: 'brand', name: 'slogan', label: 'Slogan', type: 'text' });
  await columns.create({ entity: 'brand', name: 'secret', label: 'Secret', type: 'text', isVisible: false });
  await columns.create({
    entity: 'brand',
    name: 'tier',
    label: 'Tier',
    type: 'select',
    options: [{ label: 'Gold Star' }],
  });
  const brands = crmOf(a).brands;
  at('2026-11-01T10:00:00Z');
  await brands.create({ name: 'Old', customFields: { budget: 9, secret: 'hidden words' } });
  at('2026-11-09T10:00:00Z');
  await brands.create({
    name: 'Last',
    customFields: { budget: 100, slogan: 'Just do it' },
    address: { city: 'Nagpur' },
  });
  at('2026-11-16T10:00:00Z');
  await brands.create({ name: 'This', customFields: { budget: 20, tier: 'gold_star' }, brandOwner: a.member.id });
  at('2026-11-16T11:00:00Z');
  await brands.create({ name: 'Blank', description: 'a zebra crossing' });
  at('2026-11-18T12:00:00Z');
});

describe('list', () => {
  it('counts the tiles over all brands and filters by them (Sunday-Saturday weeks)', async ({ a, list, names }) => {
    const { stats, pagination, message } = await list();
    expect(message).toBe(MESSAGES.crm.brands.fetched);
    expect(stats).toEqual({ total: 4, thisWeek: 2, lastWeek: 1 });
    expect(pagination).toEqual({ page: 1, limit: 20, total: 4, pages: 1 });
    expect(await names({ filter: 'currentWeek', sort: 'name', order: 'asc' })).toEqual(['Blank', 'This']);
    expect(await names({ filter: 'lastWeek' })).toEqual(['Last']);
    expect(await names({ brandOwner: a.member.id })).toEqual(['This']);
    expect(await names({ brandOwner: '', filter: 'lastWeek' })).toEqual(['Last']);
  });

  it('searches visible columns, custom text, select labels, owner, description and address', async ({ names }) => {
    expect(await names({ search: 'just DO' })).toEqual(['Last']);
    expect(await names({ search: 'nagpur' })).toEqual(['Last']);
    expect(await names({ search: 'zebra' })).toEqual(['Blank']);
    expect(await names({ search: 'gold star' })).toEqual(['This']);
    expect(await names({ search: 'terry' })).toEqual(['This']);
    expect(await names({ search: 'hidden' })).toEqual([]);
    expect(await names({ search: '100%' })).toEqual([]);
    expect(await names({ search: 'last', filter: 'currentWeek' })).toEqual([]);
  });

  it('sorts by a custom number column numerically, empty values last, either way', async ({ list, names }) => {
    expect(await names({ sort: 'budget', order: 'asc' })).toEqual(['Old', 'This', 'Last', 'Blank']);
    expect(await names({ sort: 'budget', order: 'desc' })).toEqual(['Last', 'This', 'Old', 'Blank']);
    expect(await names({ sort: 'name', order: 'asc' })).toEqual(['Blank', 'Last', 'Old', 'This']);
    expect(await names({ sort: 'createdAt', order: 'asc' })).toEqual(['Old', 'Last', 'This', 'Blank']);
    expect((await names({ sort: 'brandOwner', order: 'asc' }))[0]).toBe('This');
    expect(await failureOf(list({ sort: 'nope' }))).toMatchObject({ status: 400, errors: [{ path: 'sort' }] });
  });

  it('pages with page and limit', async ({ list }) => {
    const second = await list({ limit: 3, page: 2, sort: 'name', order: 'asc' });
    expect(second.brands.map((b) => b.name)).toEqual(['This']);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
    expect(await failureOf(list({ limit: 101 }))).toMatchObject({ status: 400, errors: [{ path: 'limit' }] });
  });
});

describe('dropdown and company users', () => {
  it('lists every brand by name with _id', async ({ a }) => {
    const { brands } = await crmOf(a).brands.dropdown();
    expect(brands.map((b) => b.name)).toEqual(['Blank', 'Last', 'Old', 'This']);
    expect(brands[0]).toEqual({ _id: brands[0]!.id, id: brands[0]!.id, name: 'Blank' });
  });

  it('lists the active users of the company for the pickers', async ({ app, a }) => {
    await addTestUser(app, a.company.id, { email: 'gone@bl-a.test', name: 'Gone Person', isActive: false });
    const { users } = await crmOf(a, 'team_member').companyUsers.list();
    expect(users.map((u) => u.name)).toEqual(['Ada Admin', expect.any(String), 'Terry Teammate']);
    expect(users.find((u) => u.role === 'owner')).toMatchObject({ _id: expect.any(String), profile: { avatar: null } });
  });
});
