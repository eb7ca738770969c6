/**
 * The company-wide possible duplicates over REST: every company role may read them, another
 * company's host sees none of this company's groups, and a bad limit is a 400 naming it.
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { portalCall, portalRestFixture } from '../testing/rest-portal';

const PATH = '/api/crm/lead-duplicates';
const f = portalRestFixture('rest-dgr-a', 'rest-dgr-b');
const req = portalCall(f);

interface Group {
  key: string;
  value: string;
  count: number;
  leads: { id: string; clientName: string }[];
}

async function addLeads() {
  const brand = expectSuccess(await req('POST', '/api/crm/brands', { name: 'Dup Co' }), 'POST', '/api/crm/brands');
  const brandId = (brand.brand as { id: string }).id;
  const add = async (clientName: string, extra: object) => {
    const body = { brandId, clientName, csPersonId: f.a.member.id, ...extra };
    expectSuccess(await req('POST', '/api/crm/leads', body), 'POST', '/api/crm/leads');
  };
  await add('Meera Iyer', { emailId: 'meera@dup.test', mobileNumber: '+91 98000 11111' });
  await add('Meera I', { emailId: 'MEERA@dup.test' });
  await add('Ravi', { mobileNumber: '98000 11111' });
}

describe(`GET ${PATH}`, () => {
  it('lists the groups for each company role, and none of them to another company', async () => {
    await addLeads();
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      const res = await req('GET', `${PATH}?limit=10`, undefined, role);
      const data = expectSuccess(res, 'GET', PATH);
      expect(res.body.message).toBe(MESSAGES.crm.leads.duplicateGroupsFetched);
      const groups = (data.groups as Group[]).map((g) => [g.key, g.value, g.count, g.leads.length]);
      expect(groups).toEqual([
        ['phone', '98000 11111', 2, 2],
        ['email', 'meera@dup.test', 2, 2],
      ]);
      expect(data.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    }
    const theirs = await call(f.server.app, { method: 'GET', url: PATH, headers: f.b.request.owner });
    expect(expectSuccess(theirs, 'GET', PATH)).toMatchObject({ groups: [], pagination: { total: 0 } });
  });

  it('refuses a bad limit or page with a 400 naming it', async () => {
    expectFailure(await req('GET', `${PATH}?limit=51`), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await req('GET', `${PATH}?limit=abc`), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await req('GET', `${PATH}?page=0`), 400, 'VALIDATION_ERROR', { path: 'page' });
  });
});
