/** GET /api/crm/leads/board on a company host, through fastify.inject: filters, paging, roles, isolation. */
import { beforeAll, describe, expect, it } from 'vitest';

import { LEAD_STAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess, superAdminHeaders, tenant } from '../testing/rest';
import { crmRestFixture } from '../testing/rest-crm';

const BOARD = '/api/crm/leads/board';

const f = crmRestFixture('rest-board-a', 'rest-board-b');

interface Column {
  stage: string;
  count: number;
  value: number;
  leads: { clientName: string }[];
  hasMore: boolean;
}

beforeAll(async () => {
  for (const [clientName, stage, estimatedValue] of [
    ['Asha', 'New', 10],
    ['Bela', 'New', 20.5],
    ['Chitra', 'Won', 300],
  ] as const) {
    await f.addLead({ clientName, stage, estimatedValue });
  }
});

const get = async (query = '', headers: Record<string, string> = f.a.request.team_member) =>
  call(f.server.app, { method: 'GET', url: `${BOARD}${query}`, headers });
const columnsOf = async (query = '', headers?: Record<string, string>) =>
  expectSuccess(await get(query, headers), 'GET', BOARD).columns as Column[];

describe('GET /api/crm/leads/board', () => {
  it('answers every stage with counts and totals; filters, stage and paging from the query string', async () => {
    const columns = await columnsOf();
    expect(columns.map((c) => c.stage)).toEqual([...LEAD_STAGES]);
    expect(columns.find((c) => c.stage === 'New')).toMatchObject({ count: 2, value: 30.5, hasMore: false });
    const searched = await columnsOf('?search=chit');
    expect(searched.map((c) => c.count)).toEqual(LEAD_STAGES.map((s) => (s === 'Won' ? 1 : 0)));
    const page = await columnsOf('?stage=New&limit=1&page=2&sort=clientName&order=asc');
    expect(page).toHaveLength(1);
    expect(page[0]).toMatchObject({ stage: 'New', count: 2, hasMore: false, leads: [{ clientName: 'Bela' }] });
  });

  it('refuses bad filters naming the field', async () => {
    expectFailure(await get('?stage=Closed'), 400, 'VALIDATION_ERROR', { path: 'stage' });
    expectFailure(await get('?limit=1000'), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await get('?brandId=not%20an%20id'), 400, 'VALIDATION_ERROR', { path: 'brandId' });
  });

  it('is open to every company role; 401 without a token; other tokens refused', async () => {
    for (const headers of [f.a.request.owner, f.a.request.admin, f.a.request.team_member]) {
      expect((await columnsOf('', headers)).find((c) => c.stage === 'Won')!.count).toBe(1);
    }
    expectFailure(await get('', tenant(f.a.company.subdomain)), 401, 'UNAUTHORIZED');
    const crossed = { ...f.b.request.owner, ...tenant(f.a.company.subdomain) };
    expect([401, 403]).toContain((await get('', crossed)).status);
    const platform = await superAdminHeaders(f.server.harness);
    expect([401, 403]).toContain((await get('', { ...platform, ...tenant(f.a.company.subdomain) })).status);
  });

  it("never shows another company's leads", async () => {
    const theirs = await columnsOf(`?brandId=${f.brandId}`, f.b.request.owner);
    expect(theirs.every((c) => c.count === 0 && c.leads.length === 0)).toBe(true);
    expect((await columnsOf('', f.b.request.owner)).every((c) => c.count === 0)).toBe(true);
  });
});
