import { describe, expect } from 'vitest';

import { platformTables } from '@app/db';

import { superAdminTest } from '../../testing/fixtures';
import type { TestApp } from '../../testing/harness';

// Wednesday 2025-06-11: this week is Sun 06-08 .. Sat 06-14, last week Sun 06-01 .. Sat 06-07.
const NOW = new Date('2025-06-11T12:00:00Z');

type Seed = Partial<typeof platformTables.companies.$inferInsert> & { subdomain: string; createdAt: Date };
const seeds: Seed[] = [
  {
    subdomain: 'alpha',
    name: 'Alpha',
    createdAt: new Date('2025-06-09T10:00:00Z'),
    ownerName: 'Alice Smith',
    phone: '111-222',
  },
  { subdomain: 'bravo', name: 'bravo', createdAt: new Date('2025-06-03T10:00:00Z'), subscriptionEndDate: '2025-06-10' },
  { subdomain: 'charlie', name: 'Charlie', createdAt: new Date('2025-06-07T23:59:59Z'), status: 'inactive' },
  { subdomain: 'delta', name: 'Delta', createdAt: new Date('2025-05-20T10:00:00Z'), subscriptionEndDate: '2025-06-11' },
  {
    subdomain: 'echo',
    name: 'Echo 100% Corp',
    createdAt: new Date('2025-06-08T00:00:00Z'),
    ownerEmail: 'boss@echo-mail.test',
  },
  {
    subdomain: 'foxtrot',
    name: 'Fox_trot',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    status: 'inactive',
    subscriptionEndDate: '2025-02-01',
  },
];

type ListInput = Parameters<ReturnType<TestApp['call']>['platform']['companies']['list']>[0];

/** `list`: the super admin's companies list; `subdomains`: the subdomains it answers, by subdomain unless said. */
const it = superAdminTest({ now: NOW })
  .extend(
    'list',
    { scope: 'file' },
    ({ app, request }) =>
      (input: ListInput = {}) =>
        app.call(request).platform.companies.list(input),
  )
  .extend(
    'subdomains',
    { scope: 'file' },
    ({ list }) =>
      async (input: ListInput) =>
        (await list({ sort: 'subdomain', order: 'asc', ...input })).companies.map((c) => c.subdomain),
  );

it.beforeAll(async ({ app }) => {
  // The list reads only the platform table, so rows inserted directly are enough (and let the
  // test choose created_at).
  await app.deps.db.insert(platformTables.companies).values(
    seeds.map((s) => ({
      name: s.subdomain,
      ownerName: `Owner ${s.subdomain}`,
      ownerEmail: `o@${s.subdomain}.test`,
      ...s,
    })),
  );
});

describe('companies.list', () => {
  it('counts the tiles over all companies, whatever the filters', async ({ list }) => {
    const expected = { total: 6, thisWeek: 2, lastWeek: 2, active: 3, inactive: 3 };
    expect((await list()).stats).toEqual(expected);
    const none = await list({ search: 'no-such-company' });
    expect(none.companies).toEqual([]);
    expect(none.stats).toEqual(expected);
    expect(none.pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
  });

  it('treats an expired company as inactive and the end date itself as still paid', async ({ list, subdomains }) => {
    expect(await subdomains({ status: 'active' })).toEqual(['alpha', 'delta', 'echo']);
    expect(await subdomains({ status: 'inactive' })).toEqual(['bravo', 'charlie', 'foxtrot']);
    const bravo = (await list({ search: 'bravo' })).companies[0]!;
    expect(bravo).toMatchObject({ status: 'active', displayStatus: 'inactive', isExpired: true });
  });

  it('filters by Sunday-to-Saturday weeks in UTC', async ({ subdomains }) => {
    expect(await subdomains({ filter: 'currentWeek' })).toEqual(['alpha', 'echo']);
    expect(await subdomains({ filter: 'lastWeek' })).toEqual(['bravo', 'charlie']);
    expect(await subdomains({ filter: 'active' })).toEqual(['alpha', 'delta', 'echo']);
    expect(await subdomains({ filter: 'inactive' })).toEqual(['bravo', 'charlie', 'foxtrot']);
  });

  it('combines tile, status and search with AND', async ({ subdomains }) => {
    expect(await subdomains({ filter: 'currentWeek', status: 'inactive' })).toEqual([]);
    expect(await subdomains({ filter: 'lastWeek', status: 'inactive', search: 'char' })).toEqual(['charlie']);
  });

  it('searches name, subdomain, owner name, owner email and phone, case-insensitively', async ({ subdomains }) => {
    expect(await subdomains({ search: 'ALICE' })).toEqual(['alpha']);
    expect(await subdomains({ search: 'Echo-Mail' })).toEqual(['echo']);
    expect(await subdomains({ search: '111-2' })).toEqual(['alpha']);
    expect(await subdomains({ search: 'DELT' })).toEqual(['delta']);
    expect(await subdomains({ search: 'owner foxtrot' })).toEqual(['foxtrot']);
  });

  it('takes LIKE wildcards in the search literally', async ({ subdomains }) => {
    expect(await subdomains({ search: '100%' })).toEqual(['echo']);
    expect(await subdomains({ search: 'x_t' })).toEqual(['foxtrot']);
    expect(await subdomains({ search: '%' })).toEqual(['echo']);
  });

  it('sorts by each field in both directions', async ({ subdomains }) => {
    expect(await subdomains({ sort: 'name', order: 'asc' })).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
    ]);
    expect(await subdomains({ sort: 'createdAt', order: 'desc' })).toEqual([
      'alpha',
      'echo',
      'charlie',
      'bravo',
      'delta',
      'foxtrot',
    ]);
    // No end date means never expiring: last ascending.
    expect(await subdomains({ sort: 'expiryDate', order: 'asc' })).toEqual([
      'foxtrot',
      'bravo',
      'delta',
      'alpha',
      'charlie',
      'echo',
    ]);
    const byStatus = await subdomains({ sort: 'status', order: 'asc' });
    expect(byStatus.slice(0, 3).sort()).toEqual(['alpha', 'delta', 'echo']);
  });

  it('paginates with a stable order', async ({ list }) => {
    const page2 = await list({ sort: 'name', order: 'asc', page: 2, limit: 2 });
    expect(page2.companies.map((c) => c.subdomain)).toEqual(['charlie', 'delta']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 6, pages: 3 });
    await expect(list({ limit: 101 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
