/** crm.leads.list: search, filters, follow-ups, sorts and page totals in SQL (docs/product/crm.md#leads; docs/architecture.md#the-web-app). */
import { describe, expect } from 'vitest';

import { crmAppTest, crmOf, failureOf, fieldsOf } from '../record-fixtures';

/** A's two brands, there before the first test, and `names`: the client names a list call answers. */
const it = crmAppTest('ll')
  .extend('brands', { scope: 'file', auto: true }, async ({ a }) => {
    const crm = crmOf(a);
    const acme = (await crm.brands.create({ name: 'Acme 100%' })).brand.id;
    const globex = (await crm.brands.create({ name: 'Globex' })).brand.id;
    return { acme, globex };
  })
  .extend(
    'names',
    { scope: 'file' },
    ({ a }) =>
      async (input: Record<string, unknown>) =>
        (await crmOf(a).leads.list(input as never)).leads.map((l) => l.clientName),
  );

it.beforeAll(async ({ app, a, brands: { acme, globex } }) => {
  const crm = crmOf(a);
  app.clock.now = new Date('2026-11-18T12:00:00Z');
  const rows = [
    {
      clientName: 'Bela',
      brandId: acme,
      stage: 'Won',
      priority: 'High',
      nextFollowUpDate: '2026-11-17',
      estimatedValue: 300,
    },
    {
      clientName: 'arun',
      brandId: globex,
      stage: 'New',
      emailId: 'arun@zeta.in',
      nextFollowUpDate: '2026-11-18',
      estimatedValue: 100,
    },
    {
      clientName: 'Chitra',
      brandId: globex,
      stage: 'Contacted',
      outcome: 'Not Interested',
      nextFollowUpDate: '2026-11-20',
    },
  ];
  for (const row of rows) {
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    await crm.leads.create({ csPersonId: a.member.id, ...row } as never);
  }
  await crm.leads.update({ id: (await crm.leads.list({ search: 'chitra' })).leads[0]!.id, csPersonId: a.admin.id });
});

describe('list', () => {
  it('searches client name, brand name and email, with LIKE wildcards taken literally', async ({ names }) => {
    expect(await names({ search: 'ARUN' })).toEqual(['arun']);
    expect(await names({ search: 'zeta.in' })).toEqual(['arun']);
    expect(await names({ search: 'globex', sort: 'clientName', order: 'asc' })).toEqual(['arun', 'Chitra']);
    expect(await names({ search: '100%' })).toEqual(['Bela']);
    expect(await names({ search: '_' })).toEqual([]);
  });

  it('filters by stage (aliases too), outcome, priority, brand, CS person and follow-up day; empty filters drop', async ({
    a,
    brands,
    names,
  }) => {
    expect(await names({ stage: 'Closed Won' })).toEqual(['Bela']);
    expect(await names({ outcome: 'Not Interested' })).toEqual(['Chitra']);
    expect(await names({ priority: 'High', stage: '' })).toEqual(['Bela']);
    expect(await names({ brandId: brands.acme })).toEqual(['Bela']);
    expect(await names({ csPersonId: a.admin.id })).toEqual(['Chitra']);
    expect(await names({ followUp: 'overdue' })).toEqual(['Bela']);
    expect(await names({ followUp: 'today' })).toEqual(['arun']);
    expect(await names({ stage: '', priority: '', search: '' })).toHaveLength(3);
  });

  it('sorts by a whitelisted key, newest first by default; refuses an unknown one', async ({ a, names }) => {
    expect(await names({})).toEqual(['Chitra', 'arun', 'Bela']);
    expect(await names({ sort: 'clientName', order: 'asc' })).toEqual(['arun', 'Bela', 'Chitra']);
    expect(await names({ sort: 'estimatedValue', order: 'desc' })).toEqual(['Bela', 'arun', 'Chitra']);
    expect(await names({ sort: 'nextFollowUpDate', order: 'asc' })).toEqual(['Bela', 'arun', 'Chitra']);
    const failure = await failureOf(crmOf(a).leads.list({ sort: 'password' } as never));
    expect([failure.status, fieldsOf(failure)]).toEqual([400, ['sort']]);
  });

  it('pages with the total over the whole filtered set', async ({ a, brands }) => {
    const page2 = await crmOf(a).leads.list({ page: 2, limit: 2 });
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page2.leads.map((l) => l.clientName)).toEqual(['Bela']);
    const filtered = await crmOf(a).leads.list({ limit: 1, brandId: brands.acme });
    expect(filtered.pagination).toEqual({ page: 1, limit: 1, total: 1, pages: 1 });
  });
});
