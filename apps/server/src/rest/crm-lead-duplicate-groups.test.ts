/**
 * The company-wide possible duplicates over REST: every company role may read them, another
 * company's host sees none of this company's groups, and a bad limit is a 400 naming it.
 */
import { describe, expect } from 'vitest';

import type { SignedInCompany } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';

const PATH = '/api/crm/lead-duplicates';
/** Companies rest-dgr-a and rest-dgr-b, signed in as every role; tests call as a's owner unless given headers. */
const it = restTest({ signedIn: ['rest-dgr-a', 'rest-dgr-b'], as: 'owner' });

interface Group {
  key: string;
  value: string;
  count: number;
  leads: { id: string; clientName: string }[];
}

async function addLeads(req: JsonCall, a: SignedInCompany) {
  const brand = expectSuccess(await req('POST', '/api/crm/brands', { name: 'Dup Co' }), 'POST', '/api/crm/brands');
  const brandId = (brand.brand as { id: string }).id;
  const add = async (clientName: string, extra: object) => {
    const body = { brandId, clientName, csPersonId: a.member.id, ...extra };
    expectSuccess(await req('POST', '/api/crm/leads', body), 'POST', '/api/crm/leads');
  };
  await add('Meera Iyer', { emailId: 'meera@dup.test', mobileNumber: '+91 98000 11111' });
  await add('Meera I', { emailId: 'MEERA@dup.test' });
  await add('Ravi', { mobileNumber: '98000 11111' });
}

describe(`GET ${PATH}`, () => {
  it('lists the groups for each company role, and none of them to another company', async ({
    server,
    req,
    signedIn: [a, b],
  }) => {
    await addLeads(req, a);
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      const res = await req('GET', `${PATH}?limit=10`, undefined, a.request[role]);
      const data = expectSuccess(res, 'GET', PATH);
      expect(res.body.message).toBe(MESSAGES.crm.leads.duplicateGroupsFetched);
      const groups = (data.groups as Group[]).map((g) => [g.key, g.value, g.count, g.leads.length]);
      expect(groups).toEqual([
        ['phone', '98000 11111', 2, 2],
        ['email', 'meera@dup.test', 2, 2],
      ]);
      expect(data.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    }
    const theirs = await call(server.app, { method: 'GET', url: PATH, headers: b.request.owner });
    expect(expectSuccess(theirs, 'GET', PATH)).toMatchObject({ groups: [], pagination: { total: 0 } });
  });

  it('refuses a bad limit or page with a 400 naming it', async ({ req }) => {
    expectFailure(await req('GET', `${PATH}?limit=51`), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await req('GET', `${PATH}?limit=abc`), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await req('GET', `${PATH}?page=0`), 400, 'VALIDATION_ERROR', { path: 'page' });
  });
});
