/** GET /api/crm/leads/board on a company host, through fastify.inject: filters, paging, roles, isolation. */
import { describe, expect } from 'vitest';

import { LEAD_STAGES } from '@app/contracts';

import { expectFailure, expectSuccess, tenant } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';

const BOARD = '/api/crm/leads/board';

interface Column {
  stage: string;
  count: number;
  value: number;
  leads: { clientName: string }[];
  hasMore: boolean;
}

/**
 * Companies rest-board-a and rest-board-b; `get` asks for the board with a query string, as a's
 * team member unless given headers, and `columnsOf` answers its columns.
 */
const it = crmTest('rest-board-a', 'rest-board-b')
  .extend(
    'get',
    { scope: 'file' },
    ({ req }) =>
      (query = '', headers?: Record<string, string>) =>
        req('GET', `${BOARD}${query}`, undefined, headers),
  )
  .extend(
    'columnsOf',
    { scope: 'file' },
    ({ get }) =>
      async (query = '', headers?: Record<string, string>) =>
        expectSuccess(await get(query, headers), 'GET', BOARD).columns as Column[],
  );

it.beforeAll(async ({ addLead }) => {
  for (const [clientName, stage, estimatedValue] of [
    ['Asha', 'New', 10],
    ['Bela', 'New', 20.5],
    ['Chitra', 'Won', 300],
  ] as const) {
    await addLead({ clientName, stage, estimatedValue });
  }
});

describe('GET /api/crm/leads/board', () => {
  it('answers every stage with counts and totals; filters, stage and paging from the query string', async ({
    columnsOf,
  }) => {
    const columns = await columnsOf();
    expect(columns.map((c) => c.stage)).toEqual([...LEAD_STAGES]);
    expect(columns.find((c) => c.stage === 'New')).toMatchObject({ count: 2, value: 30.5, hasMore: false });
    const searched = await columnsOf('?search=chit');
    expect(searched.map((c) => c.count)).toEqual(LEAD_STAGES.map((s) => (s === 'Won' ? 1 : 0)));
    const page = await columnsOf('?stage=New&limit=1&page=2&sort=clientName&order=asc');
    expect(page).toHaveLength(1);
    expect(page[0]).toMatchObject({ stage: 'New', count: 2, hasMore: false, leads: [{ clientName: 'Bela' }] });
  });

  it('refuses bad filters naming the field', async ({ get }) => {
    expectFailure(await get('?stage=Closed'), 400, 'VALIDATION_ERROR', { path: 'stage' });
    expectFailure(await get('?limit=1000'), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await get('?brandId=not%20an%20id'), 400, 'VALIDATION_ERROR', { path: 'brandId' });
  });

  it('is open to every company role; 401 without a token; other tokens refused', async ({
    get,
    columnsOf,
    admin,
    signedIn: [a, b],
  }) => {
    for (const headers of [a.request.owner, a.request.admin, a.request.team_member]) {
      expect((await columnsOf('', headers)).find((c) => c.stage === 'Won')!.count).toBe(1);
    }
    expectFailure(await get('', tenant(a.company.subdomain)), 401, 'UNAUTHORIZED');
    const crossed = { ...b.request.owner, ...tenant(a.company.subdomain) };
    expect([401, 403]).toContain((await get('', crossed)).status);
    expect([401, 403]).toContain((await get('', { ...admin, ...tenant(a.company.subdomain) })).status);
  });

  it("never shows another company's leads", async ({ columnsOf, brandId, signedIn: [, b] }) => {
    const theirs = await columnsOf(`?brandId=${brandId}`, b.request.owner);
    expect(theirs.every((c) => c.count === 0 && c.leads.length === 0)).toBe(true);
    expect((await columnsOf('', b.request.owner)).every((c) => c.count === 0)).toBe(true);
  });
});
