/**
 * Possible duplicates and merging over REST: every company role may call them; another company's
 * lead is a 404; the merged lead's id then answers 404 with `mergedInto` in the body.
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { portalCall, portalRestFixture } from '../testing/rest-portal';

const f = portalRestFixture('rest-mrg-a', 'rest-mrg-b');
const req = portalCall(f);

async function twoLeads(email: string) {
  const brand = expectSuccess(await req('POST', '/api/crm/brands', { name: `B ${email}` }), 'POST', '/api/crm/brands');
  const add = async (clientName: string) => {
    const body = { brandId: (brand.brand as { id: string }).id, clientName, emailId: email, csPersonId: f.a.member.id };
    return (expectSuccess(await req('POST', '/api/crm/leads', body), 'POST', '/api/crm/leads').lead as { id: string })
      .id;
  };
  return [await add('Meera Iyer'), await add('Meera I')] as const;
}

describe('/api/crm/leads/{id}/duplicates and /merge', () => {
  it('lists the duplicates and merges them for each company role', async () => {
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      const [keep, gone] = await twoLeads(`${role}@dup.test`);
      const dup = await req('GET', `/api/crm/leads/${keep}/duplicates`, undefined, role);
      const listed = expectSuccess(dup, 'GET', '/api/crm/leads/:id/duplicates').duplicates as {
        lead: { id: string };
        reasons: string[];
      }[];
      expect(listed.map((d) => [d.lead.id, d.reasons.includes('email')])).toEqual([[gone, true]]);
      const merge = await req(
        'POST',
        `/api/crm/leads/${keep}/merge`,
        { mergeId: gone, fields: { clientName: 'Meera Iyer' } },
        role,
      );
      expect(expectSuccess(merge, 'POST', '/api/crm/leads/:id/merge')).toMatchObject({
        lead: { id: keep },
        mergedId: gone,
      });
      const after = await req('GET', `/api/crm/leads/${gone}`, undefined, role);
      expectFailure(after, 404, 'NOT_FOUND');
      expect(after.body).toMatchObject({ message: MESSAGES.crm.leads.mergedAway, mergedInto: keep });
    }
  });

  it('keeps companies apart and refuses a merge into itself', async () => {
    const [keep, other] = await twoLeads('apart@dup.test');
    const theirs = { method: 'GET' as const, url: `/api/crm/leads/${keep}/duplicates`, headers: f.b.request.owner };
    expectFailure(await call(f.server.app, theirs), 404, 'NOT_FOUND');
    const merge = await call(f.server.app, {
      method: 'POST',
      url: `/api/crm/leads/${keep}/merge`,
      headers: f.b.request.owner,
      payload: { mergeId: other },
    });
    expectFailure(merge, 404, 'NOT_FOUND');
    const self = await req('POST', `/api/crm/leads/${keep}/merge`, { mergeId: keep });
    expectFailure(self, 400, 'VALIDATION_ERROR', { path: 'mergeId', msg: MESSAGES.crm.leads.mergeSelf });
    expectFailure(await req('POST', `/api/crm/leads/${keep}/merge`, {}), 400, 'VALIDATION_ERROR', { path: 'mergeId' });
    expectSuccess(await req('GET', `/api/crm/leads/${other}`), 'GET', '/api/crm/leads/:id');
  });
});
