/** The CRM lead, meeting, enquiry and dashboard REST paths (docs/product/crm.md#rest-paths) on a company host, through fastify.inject. */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { expectFailure, expectSuccess, tenant } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';
import type { JsonCall } from '../testing/rest-fixture';
import { fillPath } from '../testing/rest-platform';

const GHOST = '00000000-0000-4000-8000-000000000000';
const KINDS = ['leads', 'meetings', 'enquiries'] as const;
/** Each kind's own names: a name a route does not take is refused (unknown-fields.test.ts). */
const COMMENT = { leads: 'comment', meetings: 'comment', enquiries: 'comments' } as const;
const STAGE_FILTER = { leads: 'stage', meetings: 'status', enquiries: 'stage' } as const;

/** Companies rest-rec-a and rest-rec-b; tests call as a's team member unless given headers. */
const it = crmTest('rest-rec-a', 'rest-rec-b');
const one = (kind: string, id: string) => fillPath(`/api/crm/${kind}/:id`, { id });
const created = async (req: JsonCall, kind: string, body: object, key: string) =>
  expectSuccess(await req('POST', `/api/crm/${kind}`, body), 'POST', `/api/crm/${kind}`)[key] as Record<
    string,
    unknown
  > & { id: string };

describe('every path', () => {
  it('adds, reads, lists, edits and deletes a lead, a meeting and an enquiry; the CS person by name', async ({
    req,
    signedIn: [a],
    brandId,
  }) => {
    const lead = await created(
      req,
      'leads',
      {
        brandId,
        clientName: 'Asha',
        stage: 'Closed Won',
        csPerson: 'Terry Teammate',
        estimatedValue: '10.50',
      },
      'lead',
    );
    expect(lead).toMatchObject({
      stage: 'Won',
      csPersonId: a.member.id,
      csPerson: 'Terry Teammate',
      estimatedValue: 10.5,
      brand: 'Acme',
    });
    const meeting = await created(
      req,
      'meetings',
      { leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' },
      'meeting',
    );
    expect(meeting).toMatchObject({ title: 'Meeting with Asha', duration: 60, csPersonId: a.member.id });
    const enquiry = await created(
      req,
      'enquiries',
      { leadId: lead.id, requirement: 'Website', estimatedValue: 500 },
      'enquiry',
    );
    const records = { leads: lead, meetings: meeting, enquiries: enquiry };
    for (const kind of KINDS) {
      const id = records[kind].id;
      expectSuccess(await req('GET', one(kind, id)), 'GET', `/api/crm/${kind}/:id`);
      const list = await req('GET', `/api/crm/${kind}?page=1&limit=20&search=asha&${STAGE_FILTER[kind]}=&csPersonId=`);
      const data = expectSuccess(list, 'GET', `/api/crm/${kind}`);
      expect(data.pagination, kind).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
      const put = await req('PUT', one(kind, id), { [COMMENT[kind]]: 'edited' });
      expectSuccess(put, 'PUT', `/api/crm/${kind}/:id`);
    }
    const sent = await req('POST', fillPath('/api/crm/enquiries/:id/send-proposal', { id: enquiry.id }));
    expect(expectSuccess(sent, 'POST', '/api/crm/enquiries/:id/send-proposal').enquiry).toMatchObject({
      stage: 'Quotation Sent',
    });
    const enquiries = expectSuccess(
      await req('GET', '/api/crm/enquiries?stage=Quotation%20Sent'),
      'GET',
      '/api/crm/enquiries',
    );
    expect(enquiries.summary).toEqual({ total: 1, won: 0, totalValue: 500, conversionRate: 0 });
    const dashboard = expectSuccess(await req('GET', '/api/crm/dashboard'), 'GET', '/api/crm/dashboard');
    expect(dashboard.summary).toMatchObject({
      totalLeads: 1,
      totalMeetings: 1,
      totalEnquiries: 1,
      totalLeadValue: 10.5,
      totalEnquiryValue: 500,
    });
    for (const kind of ['enquiries', 'meetings'] as const) {
      expectSuccess(await req('DELETE', one(kind, records[kind].id)), 'DELETE', `/api/crm/${kind}/:id`);
      expectFailure(await req('DELETE', one(kind, records[kind].id)), 404, 'NOT_FOUND');
    }
    const removed = expectSuccess(await req('DELETE', one('leads', lead.id)), 'DELETE', '/api/crm/leads/:id');
    expect(removed).toMatchObject({ id: lead.id, removed: { meetings: 0, enquiries: 0 } });
  });
});

describe('failures', () => {
  it('answers 400 naming the field', async ({ req, brandId }) => {
    const m = MESSAGES.crm;
    expectFailure(await req('POST', '/api/crm/leads', { brandId }), 400, 'VALIDATION_ERROR', {
      path: 'clientName',
      msg: m.leads.clientNameRequired,
    });
    expectFailure(
      await req('POST', '/api/crm/leads', { brandId, clientName: 'X', csPerson: 'Nobody' }),
      400,
      'VALIDATION_ERROR',
      { path: 'csPerson', msg: m.csPerson.notMember },
    );
    expectFailure(await req('GET', '/api/crm/leads?stage=Closed'), 400, 'VALIDATION_ERROR', { path: 'stage' });
    expectFailure(await req('GET', '/api/crm/meetings?limit=1000'), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(
      await req('POST', '/api/crm/meetings', { leadId: GHOST, scheduledDate: '2026-12-01T10:00:00Z' }),
      400,
      'VALIDATION_ERROR',
      { path: 'leadId' },
    );
    expectFailure(await req('POST', '/api/crm/enquiries', { leadId: GHOST }), 400, 'VALIDATION_ERROR', {
      path: 'requirement',
      msg: m.enquiries.requirementRequired,
    });
    expectFailure(await req('GET', one('leads', 'not-a-uuid')), 400, 'VALIDATION_ERROR', { path: 'id' });
  });

  it('answers 401 without a token, 404 for unknown and other companies’ ids, 409 for a decided enquiry', async ({
    req,
    signedIn: [a, b],
    brandId,
  }) => {
    for (const url of ['/api/crm/leads', '/api/crm/meetings', '/api/crm/enquiries', '/api/crm/dashboard']) {
      expectFailure(await req('GET', url, undefined, tenant(a.company.subdomain)), 401, 'UNAUTHORIZED');
    }
    const lead = await created(req, 'leads', { brandId, clientName: 'Only A', csPersonId: a.member.id }, 'lead');
    const enquiry = await created(req, 'enquiries', { leadId: lead.id, requirement: 'R', stage: 'Lost' }, 'enquiry');
    const meeting = await created(
      req,
      'meetings',
      { leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' },
      'meeting',
    );
    const ids = { leads: lead.id, meetings: meeting.id, enquiries: enquiry.id };
    for (const kind of KINDS) {
      for (const [method, id, headers] of [
        ['GET', GHOST, a.request.owner],
        ['GET', ids[kind], b.request.owner],
        ['PUT', ids[kind], b.request.owner],
        ['DELETE', ids[kind], b.request.owner],
      ] as const) {
        expectFailure(await req(method, one(kind, id), method === 'PUT' ? {} : undefined, headers), 404, 'NOT_FOUND');
      }
      const theirs = expectSuccess(
        await req('GET', `/api/crm/${kind}`, undefined, b.request.owner),
        'GET',
        `/api/crm/${kind}`,
      );
      expect(theirs.pagination, kind).toMatchObject({ total: 0 });
    }
    const proposal = fillPath('/api/crm/enquiries/:id/send-proposal', { id: enquiry.id });
    expectFailure(await req('POST', proposal, undefined, b.request.owner), 404, 'NOT_FOUND');
    expectFailure(await req('POST', proposal), 409, 'CONFLICT');
    expectFailure(
      await req('POST', '/api/crm/leads', { brandId, clientName: 'X', csPersonId: a.member.id }, b.request.owner),
      400,
      'VALIDATION_ERROR',
      { path: 'brandId' },
    );
  });
});
