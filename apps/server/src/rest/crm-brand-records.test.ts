/** A brand's meetings and enquiries over REST: GET /api/crm/meetings|enquiries?brandId=, as the brand page lists them. */
import { describe, expect } from 'vitest';

import { expectFailure, expectSuccess } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';

/** Brand Acme of company rest-brandrec-a; tests call as its team member. */
const it = crmTest('rest-brandrec-a', 'rest-brandrec-b');

describe('brandId on the meetings and enquiries lists', () => {
  it("lists the brand's records with their total, nothing of another brand, nothing on another host", async ({
    req,
    server,
    signedIn: [a, b],
    addLead,
    brandId,
  }) => {
    const ownerCrm = () => server.harness.call(a.request.owner).crm;
    const other = (await ownerCrm().brands.create({ name: 'Other' })).brand.id;
    const ours = await addLead({ clientName: 'Ours' });
    const theirs = (await ownerCrm().leads.create({ brandId: other, clientName: 'Theirs', csPersonId: a.member.id }))
      .lead.id;
    for (const leadId of [ours, theirs]) {
      await ownerCrm().meetings.create({ leadId, scheduledDate: '2026-12-01T10:00:00Z' });
      await ownerCrm().enquiries.create({ leadId, requirement: 'Shelves' });
    }
    for (const kind of ['meetings', 'enquiries'] as const) {
      const path = `/api/crm/${kind}`;
      const data = expectSuccess(await req('GET', `${path}?brandId=${brandId}&limit=5`), 'GET', path);
      expect(data.pagination, kind).toMatchObject({ total: 1 });
      expect((data[kind] as { leadId: string; brandId: string }[]).map((r) => [r.leadId, r.brandId])).toEqual([
        [ours, brandId],
      ]);
      const onB = expectSuccess(
        await req('GET', `${path}?brandId=${brandId}`, undefined, b.request.owner),
        'GET',
        path,
      );
      expect(onB.pagination, kind).toMatchObject({ total: 0 });
      expectFailure(await req('GET', `${path}?brandId=x%20y`), 400, 'VALIDATION_ERROR', { path: 'brandId' });
    }
  });
});
