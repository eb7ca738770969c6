import { describe, expect } from 'vitest';

import { superAdminTest } from '../../testing/fixtures';

/**
 * `call`: the super admin's calls; `ids`: the ids of companies Delta, alpha, Charlie and bravo
 * (by lower-case name), made in that order before the first test.
 */
const it = superAdminTest()
  .extend('call', { scope: 'file' }, ({ app, request }) => app.call(request))
  .extend('ids', { scope: 'file', auto: true }, async ({ call }) => {
    const ids: Record<string, number> = {};
    for (const name of ['Delta', 'alpha', 'Charlie', 'bravo']) {
      const { company } = await call.platform.companies.create({
        companyName: name,
        subdomain: name.toLowerCase(),
        owner: { fullName: 'Owner', email: `owner@${name.toLowerCase()}.io` },
      });
      ids[name.toLowerCase()] = Number(company.id);
    }
    return ids;
  });

describe('companies.neighbours', () => {
  it('follows the list order and wraps around at both ends', async ({ call, ids }) => {
    const byName = { sort: 'name', order: 'asc' } as const;
    expect(await call.platform.companies.neighbours({ id: ids.alpha!, ...byName })).toEqual({
      previousId: ids.delta,
      nextId: ids.bravo,
      position: 1,
      total: 4,
    });
    expect(await call.platform.companies.neighbours({ id: ids.delta!, ...byName })).toMatchObject({
      previousId: ids.charlie,
      nextId: ids.alpha,
      position: 4,
    });
  });

  it('respects the filters, and places a filtered-out company in the default order', async ({ call, ids }) => {
    const filtered = await call.platform.companies.neighbours({
      id: ids.charlie!,
      search: 'a',
      sort: 'name',
      order: 'asc',
    });
    // 'a' matches alpha, bravo, Charlie, Delta (all names contain an a): same as unfiltered here.
    expect(filtered.total).toBe(4);
    const outside = await call.platform.companies.neighbours({ id: ids.bravo!, search: 'delta' });
    // Newest first by default: bravo (created last) is first; its previous wraps to the oldest.
    expect(outside).toMatchObject({ position: 1, total: 4, nextId: ids.charlie, previousId: ids.delta });
  });

  it('answers 404 for an unknown company', async ({ call }) => {
    await expect(call.platform.companies.neighbours({ id: 99999 })).rejects.toMatchObject({
      cause: { code: 'NOT_FOUND' },
    });
  });
});
