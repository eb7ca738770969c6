/**
 * Possible duplicates and merging over REST: every company role may call them; another company's
 * lead is a 404; the merged lead's id then answers 404 with `mergedInto` in the body.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

/**
 * Companies rest-mrg-a and rest-mrg-b, signed in as every role; tests call as a's owner unless
 * given headers. `twoLeads`: two leads of a with the same email, in a brand of their own.
 */
const it = restTest({ signedIn: ['rest-mrg-a', 'rest-mrg-b'], as: 'owner' }).extend(
  'twoLeads',
  { scope: 'file' },
  ({ req, signedIn: [a] }) =>
    async (email: string) => {
      const brand = expectSuccess(
        await req('POST', '/api/crm/brands', { name: `B ${email}` }),
        'POST',
        '/api/crm/brands',
      );
      const add = async (clientName: string) => {
        const body = {
          brandId: (brand.brand as { id: string }).id,
          clientName,
          emailId: email,
          csPersonId: a.member.id,
        };
        return (
          expectSuccess(await req('POST', '/api/crm/leads', body), 'POST', '/api/crm/leads').lead as { id: string }
        ).id;
      };
      return [await add('Meera Iyer'), await add('Meera I')] as const;
    },
);

describe('/api/crm/leads/{id}/duplicates and /merge', () => {
  it('lists the duplicates and merges them for each company role', async ({ req, signedIn: [a], twoLeads }) => {
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      const [keep, gone] = await twoLeads(`${role}@dup.test`);
      const dup = await req('GET', `/api/crm/leads/${keep}/duplicates`, undefined, a.request[role]);
      const listed = expectSuccess(dup, 'GET', '/api/crm/leads/:id/duplicates').duplicates as {
        lead: { id: string };
        reasons: string[];
      }[];
      expect(listed.map((d) => [d.lead.id, d.reasons.includes('email')])).toEqual([[gone, true]]);
      const merge = await req(
        'POST',
        `/api/crm/leads/${keep}/merge`,
        { mergeId: gone, fields: { clientName: 'Meera Iyer' } },
        a.request[role],
      );
      expect(expectSuccess(merge, 'POST', '/api/crm/leads/:id/merge')).toMatchObject({
        lead: { id: keep },
        mergedId: gone,
      });
      const after = await req('GET', `/api/crm/leads/${gone}`, undefined, a.request[role]);
      expectFailure(after, 404, 'NOT_FOUND');
      expect(after.body).toMatchObject({ message: MESSAGES.crm.leads.mergedAway, mergedInto: keep });
    }
  });

  it('keeps companies apart and refuses a merge into itself', async ({ server, req, signedIn: [, b], twoLeads }) => {
    const [keep, other] = await twoLeads('apart@dup.test');
    const theirs = { method: 'GET' as const, url: `/api/crm/leads/${keep}/duplicates`, headers: b.request.owner };
    expectFailure(await call(server.app, theirs), 404, 'NOT_FOUND');
    const merge = await call(server.app, {
      method: 'POST',
      url: `/api/crm/leads/${keep}/merge`,
      headers: b.request.owner,
      payload: { mergeId: other },
    });
    expectFailure(merge, 404, 'NOT_FOUND');
    const self = await req('POST', `/api/crm/leads/${keep}/merge`, { mergeId: keep });
    expectFailure(self, 400, 'VALIDATION_ERROR', { path: 'mergeId', msg: MESSAGES.crm.leads.mergeSelf });
    expectFailure(await req('POST', `/api/crm/leads/${keep}/merge`, {}), 400, 'VALIDATION_ERROR', { path: 'mergeId' });
    expectSuccess(await req('GET', `/api/crm/leads/${other}`), 'GET', '/api/crm/leads/:id');
  });
});
