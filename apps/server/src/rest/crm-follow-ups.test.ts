/** The follow-ups, charts and digest preference REST paths on a company host, through fastify.inject. */
import { describe, expect } from 'vitest';

import { expectFailure, expectSuccess, tenant } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';
import { fillPath } from '../testing/rest-platform';

const GHOST = '00000000-0000-4000-8000-000000000000';
const DONE = '/api/crm/follow-ups/:kind/:id/done';
const SNOOZE = '/api/crm/follow-ups/:kind/:id/snooze';

/** Companies rest-fup-a and rest-fup-b on 18 November 2026; tests call as a's team member unless given headers. */
const it = crmTest('rest-fup-a', 'rest-fup-b', { now: new Date('2026-11-18T12:00:00Z') });
/** Lead Asha of a, its follow-up overdue since 10 November. */
let leadId: string;

it.beforeAll(async ({ addLead }) => {
  leadId = await addLead({ clientName: 'Asha', nextFollowUpDate: '2026-11-10' });
});

describe('follow-ups', () => {
  it('lists the caller’s, snoozes and marks done', async ({ req }) => {
    const list = expectSuccess(await req('GET', '/api/crm/follow-ups'), 'GET', '/api/crm/follow-ups');
    expect(list).toMatchObject({ today: '2026-11-18', counts: { overdue: 1, today: 0, week: 0 } });
    expect(list.followUps).toMatchObject([{ kind: 'lead', id: leadId, due: 'overdue', clientName: 'Asha' }]);
    const path = { kind: 'lead', id: leadId };
    const snoozed = expectSuccess(await req('POST', fillPath(SNOOZE, path), { snooze: 'day' }), 'POST', SNOOZE);
    expect(snoozed.followUp).toEqual({ kind: 'lead', id: leadId, nextFollowUpDate: '2026-11-19' });
    const done = expectSuccess(await req('POST', fillPath(DONE, path), {}), 'POST', DONE);
    expect(done.followUp).toEqual({ kind: 'lead', id: leadId, nextFollowUpDate: null });
    const after = expectSuccess(await req('GET', '/api/crm/follow-ups'), 'GET', '/api/crm/follow-ups');
    expect(after.followUps).toEqual([]);
  });

  it('lets owners and admins list everyone’s; a team member gets 403 for others', async ({ req, signedIn: [a] }) => {
    for (const role of ['owner', 'admin'] as const)
      expectSuccess(
        await req('GET', '/api/crm/follow-ups?csPersonId=all', undefined, a.request[role]),
        'GET',
        '/api/crm/follow-ups',
      );
    expectFailure(await req('GET', '/api/crm/follow-ups?csPersonId=all'), 403, 'FORBIDDEN');
    expectFailure(await req('GET', `/api/crm/follow-ups?csPersonId=${a.owner.id}`), 403, 'FORBIDDEN');
  });

  it('answers 400 naming the field, 401 without a token, 404 for unknown and other companies’ ids', async ({
    req,
    signedIn: [a, b],
  }) => {
    expectFailure(await req('GET', '/api/crm/follow-ups?csPersonId=nobody'), 400, 'VALIDATION_ERROR', {
      path: 'csPersonId',
    });
    expectFailure(
      await req('POST', fillPath(SNOOZE, { kind: 'meeting', id: leadId }), { snooze: 'day' }),
      400,
      'VALIDATION_ERROR',
      {
        path: 'kind',
      },
    );
    expectFailure(
      await req('POST', fillPath(SNOOZE, { kind: 'lead', id: leadId }), { snooze: 'year' }),
      400,
      'VALIDATION_ERROR',
      {
        path: 'snooze',
      },
    );
    expectFailure(
      await req('POST', fillPath(SNOOZE, { kind: 'lead', id: leadId }), { until: 'soon' }),
      400,
      'VALIDATION_ERROR',
      {
        path: 'until',
      },
    );
    expectFailure(await req('GET', '/api/crm/follow-ups', undefined, tenant(a.company.subdomain)), 401, 'UNAUTHORIZED');
    expectFailure(await req('POST', fillPath(DONE, { kind: 'lead', id: GHOST }), {}), 404, 'NOT_FOUND');
    expectFailure(await req('POST', fillPath(DONE, { kind: 'enquiry', id: GHOST }), {}), 404, 'NOT_FOUND');
    const fromB = await req(
      'POST',
      fillPath(SNOOZE, { kind: 'lead', id: leadId }),
      { snooze: 'week' },
      b.request.owner,
    );
    expectFailure(fromB, 404, 'NOT_FOUND');
    const listOnB = expectSuccess(
      await req('GET', '/api/crm/follow-ups?csPersonId=all', undefined, b.request.owner),
      'GET',
      '/api/crm/follow-ups',
    );
    expect(listOnB.followUps).toEqual([]);
  });
});

describe('charts and the digest preference', () => {
  it('answers the charts to every role, bounded to this company', async ({ req, signedIn: [a, b] }) => {
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      const data = expectSuccess(
        await req('GET', '/api/crm/charts', undefined, a.request[role]),
        'GET',
        '/api/crm/charts',
      );
      expect(data.charts).toMatchObject({ leadsByStage: expect.any(Array), wonByMonth: expect.any(Array) });
    }
    const onB = expectSuccess(
      await req('GET', '/api/crm/charts', undefined, b.request.owner),
      'GET',
      '/api/crm/charts',
    );
    expect((onB.charts as { leadsByStage: { count: number }[] }).leadsByStage.every((s) => s.count === 0)).toBe(true);
    expectFailure(await req('GET', '/api/crm/charts', undefined, tenant(a.company.subdomain)), 401, 'UNAUTHORIZED');
  });

  it('reads and changes the signed-in user’s own opt-out only', async ({ req, signedIn: [a] }) => {
    const put = expectSuccess(await req('PUT', '/api/user/digest', { optedOut: true }), 'PUT', '/api/user/digest');
    expect(put.digest).toEqual({ optedOut: true });
    expect(expectSuccess(await req('GET', '/api/user/digest'), 'GET', '/api/user/digest').digest).toEqual({
      optedOut: true,
    });
    const owners = expectSuccess(
      await req('GET', '/api/user/digest', undefined, a.request.owner),
      'GET',
      '/api/user/digest',
    );
    expect(owners.digest).toEqual({ optedOut: false });
    expectFailure(await req('PUT', '/api/user/digest', { optedOut: 'soon' }), 400, 'VALIDATION_ERROR', {
      path: 'optedOut',
    });
    expectFailure(await req('GET', '/api/user/digest', undefined, tenant(a.company.subdomain)), 401, 'UNAUTHORIZED');
  });

  it('takes the time zone and digest hour in company settings', async ({ req, signedIn: [a] }) => {
    const put = await req(
      'PUT',
      '/api/company/settings',
      { timeZone: 'Asia/Kolkata', digestHour: '9' },
      a.request.owner,
    );
    expect(expectSuccess(put, 'PUT', '/api/company/settings').company).toMatchObject({
      settings: { timeZone: 'Asia/Kolkata', digestHour: 9 },
    });
    const bad = await req('PUT', '/api/company/settings', { timeZone: 'Nowhere/Here' }, a.request.owner);
    expectFailure(bad, 400, 'VALIDATION_ERROR', { path: 'timeZone' });
    expectFailure(
      await req('PUT', '/api/company/settings', { digestHour: -1 }, a.request.owner),
      400,
      'VALIDATION_ERROR',
      {
        path: 'digestHour',
      },
    );
  });
});
