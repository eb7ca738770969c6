/** crm.leadBoard.columns: per-stage counts and totals over the list's filters, pages per column, moves. */
import { describe, expect } from 'vitest';

import { LEAD_STAGES } from '@app/contracts';

import { crmAppTest, crmOf, failureOf, fieldsOf } from '../record-fixtures';

/**
 * A's two brands, there before the first test; `board`: A's board for the list's filters, and
 * `summary`: each of its columns as count, value and client names.
 */
const it = crmAppTest('bd')
  .extend('brands', { scope: 'file', auto: true }, async ({ a }) => {
    const crm = crmOf(a);
    const acme = (await crm.brands.create({ name: 'Acme' })).brand.id;
    const globex = (await crm.brands.create({ name: 'Globex' })).brand.id;
    return { acme, globex };
  })
  .extend(
    'board',
    { scope: 'file' },
    ({ a }) =>
      (input: Record<string, unknown> = {}) =>
        crmOf(a).leadBoard.columns(input as never),
  )
  .extend(
    'summary',
    { scope: 'file' },
    ({ board }) =>
      async (input: Record<string, unknown> = {}) =>
        Object.fromEntries(
          (await board(input)).columns.map((c) => [c.stage, [c.count, c.value, c.leads.map((l) => l.clientName)]]),
        ),
  );

it.beforeAll(async ({ app, a, brands: { acme, globex } }) => {
  const crm = crmOf(a);
  app.clock.now = new Date('2026-11-18T12:00:00Z');
  const rows = [
    { clientName: 'Asha', brandId: acme, stage: 'New', estimatedValue: 100, nextFollowUpDate: '2026-11-17' },
    { clientName: 'Bela', brandId: acme, stage: 'New', estimatedValue: 250.5 },
    { clientName: 'Chitra', brandId: globex, stage: 'New' },
    { clientName: 'Dev', brandId: globex, stage: 'Qualified', estimatedValue: 1000, priority: 'High' },
    { clientName: 'Esha', brandId: acme, stage: 'Won', estimatedValue: 5000, nextFollowUpDate: '2026-11-17' },
  ];
  for (const row of rows) {
    app.clock.now = new Date(app.clock.now.getTime() + 60_000);
    await crm.leads.create({ csPersonId: a.member.id, ...row } as never);
  }
});

describe('columns', () => {
  it('has one column per stage in the stage order, with counts and value totals', async ({ board, summary }) => {
    const { columns, message } = await board();
    expect(message).toBe('Lead board fetched successfully');
    expect(columns.map((c) => c.stage)).toEqual([...LEAD_STAGES]);
    const s = await summary();
    expect(s.New).toEqual([3, 350.5, ['Chitra', 'Bela', 'Asha']]);
    expect(s.Qualified).toEqual([1, 1000, ['Dev']]);
    expect(s.Won).toEqual([1, 5000, ['Esha']]);
    expect(s.Lost).toEqual([0, 0, []]);
  });

  it('narrows every column with the list filters and search; a stage filter leaves one column', async ({
    brands,
    board,
    summary,
  }) => {
    const byBrand = await summary({ brandId: brands.acme });
    expect(byBrand.New).toEqual([2, 350.5, ['Bela', 'Asha']]);
    expect(byBrand.Qualified).toEqual([0, 0, []]);
    expect((await summary({ search: 'glob' })).New).toEqual([1, 0, ['Chitra']]);
    expect((await summary({ followUp: 'overdue' })).Won).toEqual([1, 5000, ['Esha']]);
    expect((await summary({ priority: 'High' })).Qualified).toEqual([1, 1000, ['Dev']]);
    const won = await board({ stage: 'Closed Won' });
    expect(won.columns.map((c) => [c.stage, c.count])).toEqual([['Won', 1]]);
  });

  it('pages each column in the list order and says whether more follow', async ({ board }) => {
    const first = await board({ limit: 2, sort: 'clientName', order: 'asc' });
    const column = (r: typeof first, stage: string) => r.columns.find((c) => c.stage === stage)!;
    expect(column(first, 'New')).toMatchObject({ count: 3, hasMore: true });
    expect(column(first, 'New').leads.map((l) => l.clientName)).toEqual(['Asha', 'Bela']);
    expect(column(first, 'Won')).toMatchObject({ count: 1, hasMore: false });
    const next = await board({ limit: 2, page: 2, stage: 'New', sort: 'clientName', order: 'asc' });
    expect(next.columns).toHaveLength(1);
    expect(column(next, 'New')).toMatchObject({ count: 3, value: 350.5, hasMore: false });
    expect(column(next, 'New').leads.map((l) => l.clientName)).toEqual(['Chitra']);
  });

  it('moves a card through the lead update: counts follow, bad stages are refused naming the field', async ({
    a,
    board,
    summary,
  }) => {
    const crm = crmOf(a);
    const dev = (await crm.leads.list({ search: 'Dev' })).leads[0]!;
    await crm.leads.update({ id: dev.id, stage: 'Proposal' });
    const s = await summary();
    expect(s.Qualified).toEqual([0, 0, []]);
    expect(s.Proposal).toEqual([1, 1000, ['Dev']]);
    const failure = await failureOf(crm.leads.update({ id: dev.id, stage: 'Closed' }));
    expect([failure.status, fieldsOf(failure)]).toEqual([400, ['stage']]);
    for (const [input, field] of [
      [{ stage: 'Closed' }, 'stage'],
      [{ limit: 0 }, 'limit'],
      [{ sort: 'password' }, 'sort'],
      [{ brandId: 'x' }, 'brandId'],
    ] as const) {
      const refused = await failureOf(board(input));
      expect([refused.status, fieldsOf(refused)], field).toEqual([400, [field]]);
    }
  });
});
