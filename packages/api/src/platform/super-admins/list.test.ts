import { describe, expect } from 'vitest';

import { eq, platformTables } from '@app/db';

import { superAdminTest } from '../../testing/fixtures';
import { tenantHost, type TestApp } from '../../testing/harness';
import { failureOf } from './test-fixtures';

// Wednesday 2025-06-11: this week is Sun 06-08 .. Sat 06-14, last week Sun 06-01 .. Sat 06-07.
const NOW = new Date('2025-06-11T12:00:00Z');

const t = platformTables.superAdmins;
const seeds: (typeof t.$inferInsert)[] = [
  {
    name: 'Alice Smith',
    email: 'alice@example.com',
    phone: '+1 555 0101',
    createdAt: new Date('2025-06-09T10:00:00Z'),
    lastLoginAt: new Date('2025-06-10T08:00:00Z'),
  },
  {
    name: 'bob jones',
    email: 'bob@corp.test',
    isActive: false,
    createdAt: new Date('2025-06-03T10:00:00Z'),
    lastLoginAt: new Date('2025-05-01T08:00:00Z'),
  },
  {
    name: 'Carol 100% King',
    email: 'carol@example.com',
    phone: '999-888',
    createdAt: new Date('2025-06-07T23:59:59Z'),
  },
  { name: 'Dave', email: 'dave@corp.test', isActive: false, createdAt: new Date('2025-06-08T00:00:00Z') },
];

type ListInput = Parameters<ReturnType<TestApp['call']>['platform']['superAdmins']['list']>[0];

/** `list`: the super admins list as the caller sees it; `names`: the names it answers, by name unless said. */
const it = superAdminTest({ now: NOW })
  .extend(
    'list',
    { scope: 'file' },
    ({ app, request }) =>
      (input: ListInput = {}) =>
        app.call(request).platform.superAdmins.list(input),
  )
  .extend(
    'names',
    { scope: 'file' },
    ({ list }) =>
      async (input: ListInput) =>
        (await list({ sort: 'name', order: 'asc', ...input })).superAdmins.map((a) => a.name),
  );

it.beforeAll(async ({ app, admin }) => {
  // The caller is a row too; pin its date so it falls in neither week.
  await app.deps.db
    .update(t)
    .set({ createdAt: new Date('2024-01-15T09:00:00Z') })
    .where(eq(t.id, admin.id));
  await app.deps.db.insert(t).values(seeds);
});

describe('superAdmins.list', () => {
  it('counts the tiles over all super admins, whatever the filters', async ({ list }) => {
    const expected = { total: 5, thisWeek: 2, lastWeek: 2, active: 3, inactive: 2 };
    expect((await list()).stats).toEqual(expected);
    const none = await list({ search: 'nobody-at-all' });
    expect(none.superAdmins).toEqual([]);
    expect(none.stats).toEqual(expected);
    expect(none.pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
  });

  it('filters by tile (Sunday-to-Saturday UTC weeks) and status, combined with AND', async ({ names }) => {
    expect(await names({ filter: 'currentWeek' })).toEqual(['Alice Smith', 'Dave']);
    expect(await names({ filter: 'lastWeek' })).toEqual(['bob jones', 'Carol 100% King']);
    expect(await names({ filter: 'active' })).toEqual(['Alice Smith', 'Carol 100% King', 'Root Admin']);
    expect(await names({ status: 'inactive' })).toEqual(['bob jones', 'Dave']);
    expect(await names({ filter: 'currentWeek', status: 'inactive' })).toEqual(['Dave']);
    expect(await names({ filter: 'lastWeek', status: 'active', search: 'king' })).toEqual(['Carol 100% King']);
  });

  it('searches name, email and phone case-insensitively, with LIKE wildcards taken literally', async ({ names }) => {
    expect(await names({ search: 'ALICE' })).toEqual(['Alice Smith']);
    expect(await names({ search: 'Corp.Test' })).toEqual(['bob jones', 'Dave']);
    expect(await names({ search: '555 01' })).toEqual(['Alice Smith']);
    expect(await names({ search: '100%' })).toEqual(['Carol 100% King']);
    expect(await names({ search: '%' })).toEqual(['Carol 100% King']);
  });

  it('searches the status word, "active" not also matching "inactive"', async ({ names }) => {
    expect(await names({ search: 'Inactive' })).toEqual(['bob jones', 'Dave']);
    expect(await names({ search: 'active' })).toEqual(['Alice Smith', 'Carol 100% King', 'Root Admin']);
  });

  it('searches the created date as the screen may write it', async ({ names }) => {
    expect(await names({ search: '2025-06-03' })).toEqual(['bob jones']);
    expect(await names({ search: '6/9/2025' })).toEqual(['Alice Smith']);
    expect(await names({ search: 'jun 7, 2025' })).toEqual(['Carol 100% King']);
    expect(await names({ search: 'June 8' })).toEqual(['Dave']);
    expect(await names({ search: 'January' })).toEqual(['Root Admin']);
  });

  it('sorts by each column, "never signed in" as the oldest last login', async ({ names }) => {
    expect(await names({ sort: 'name', order: 'desc' })).toEqual([
      'Root Admin',
      'Dave',
      'Carol 100% King',
      'bob jones',
      'Alice Smith',
    ]);
    expect((await names({ sort: 'email', order: 'asc' }))[0]).toBe('Alice Smith');
    expect(await names({ sort: 'createdAt', order: 'desc' })).toEqual([
      'Alice Smith',
      'Dave',
      'Carol 100% King',
      'bob jones',
      'Root Admin',
    ]);
    expect((await names({ sort: 'lastLogin', order: 'desc' })).slice(0, 2)).toEqual(['Alice Smith', 'bob jones']);
    expect((await names({ sort: 'lastLogin', order: 'asc' })).slice(3)).toEqual(['bob jones', 'Alice Smith']);
    expect((await names({ sort: 'status', order: 'desc' })).slice(0, 2).sort()).toEqual(['Dave', 'bob jones']);
  });

  it('pages on the server, newest first by default', async ({ list }) => {
    const page = await list({ page: 2, limit: 2 });
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(page.superAdmins.map((a) => a.name)).toEqual(['Carol 100% King', 'bob jones']);
    expect(await failureOf(list({ limit: 101 }))).toMatchObject({ status: 400, errors: [{ path: 'limit' }] });
  });

  it('answers the documented record shape', async ({ list }) => {
    const [alice] = (await list({ search: 'alice' })).superAdmins;
    expect(alice).toEqual({
      id: alice!.id,
      _id: alice!.id,
      name: 'Alice Smith',
      email: 'alice@example.com',
      isActive: true,
      createdAt: '2025-06-09T10:00:00.000Z',
      lastLogin: '2025-06-10T08:00:00.000Z',
      profile: { avatar: null, phone: '+1 555 0101' },
    });
  });

  it('is refused on a company host and without a token', async ({ app, request }) => {
    const onTenant = app.call({ ...request, ...tenantHost('acme') }).platform.superAdmins;
    expect(await failureOf(onTenant.list({}))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await failureOf(app.call().platform.superAdmins.list({}))).toMatchObject({ status: 401 });
  });
});
