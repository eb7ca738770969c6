import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, superAdminRequest, type TestApp } from '../../testing/harness';

let app: TestApp;
let call: ReturnType<TestApp['call']>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  const { request } = await superAdminRequest(app);
  call = app.call(request);
  for (const name of ['Delta', 'alpha', 'Charlie', 'bravo']) {
    const { company } = await call.platform.companies.create({
      companyName: name,
      subdomain: name.toLowerCase(),
      owner: { fullName: 'Owner', email: `owner@${name.toLowerCase()}.io` },
    });
    ids[name.toLowerCase()] = Number(company.id);
  }
});
afterAll(async () => {
  await app.close();
});

describe('companies.neighbours', () => {
  it('follows the list order and wraps around at both ends', async () => {
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

  it('respects the filters, and places a filtered-out company in the default order', async () => {
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

  it('answers 404 for an unknown company', async () => {
    await expect(call.platform.companies.neighbours({ id: 99999 })).rejects.toMatchObject({
      cause: { code: 'NOT_FOUND' },
    });
  });
});
