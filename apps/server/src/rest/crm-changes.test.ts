/**
 * The changes feed and the record events behind it: every CRM write records its events in its own
 * transaction (the record as its GET answers it, deletions with cascaded children), nothing for a
 * failed write or a replayed one, pages by cursor, one company only, crm:read keys.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { sql, withTenant } from '@app/db';

import { call, expectFailure, expectSuccess, tenant } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';

const FEED = '/api/crm/changes';

interface Change {
  cursor: string;
  id: string;
  type: string;
  entity: string;
  recordId: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/**
 * Companies rest-changes-a and rest-changes-b; tests call as a's team member unless given headers.
 * `changesSince`: the whole feed from `since`, page by page; `lastCursor`: the cursor of its last
 * change; `created`: the record a POST made (201).
 */
const it = crmTest('rest-changes-a', 'rest-changes-b')
  .extend(
    'changesSince',
    { scope: 'file' },
    ({ req }) =>
      async (since?: string, headers?: Record<string, string>): Promise<Change[]> => {
        const all: Change[] = [];
        let cursor = since;
        for (;;) {
          const url = `${FEED}?limit=500${cursor ? `&since=${cursor}` : ''}`;
          const data = expectSuccess(await req('GET', url, undefined, headers), 'GET', FEED);
          all.push(...(data.changes as Change[]));
          cursor = data.nextCursor as string;
          if (!data.hasMore) return all;
        }
      },
  )
  .extend(
    'lastCursor',
    { scope: 'file' },
    ({ changesSince }) =>
      async () =>
        (await changesSince()).at(-1)?.cursor,
  )
  .extend('created', { scope: 'file' }, ({ req }) => async (url: string, body: object, key: string) => {
    const res = await req('POST', url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data![key] as { id: string } & Record<string, unknown>;
  });

describe('updatedSince on the lists', () => {
  it('answers only records changed at or after the instant, on every CRM list and the team', async ({
    req,
    signedIn: [a],
    addLead,
    brandId,
    created,
  }) => {
    const older = await addLead({ clientName: 'Older Co' });
    const newer = await created('/api/crm/leads', { brandId, clientName: 'Newer Co', csPersonId: a.member.id }, 'lead');
    const since = encodeURIComponent(newer.updatedAt as string);
    const leads = expectSuccess(await req('GET', `/api/crm/leads?updatedSince=${since}`), 'GET', '/api/crm/leads');
    const ids = (leads.leads as { id: string }[]).map((l) => l.id);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(older);
    // Changing the older one brings it in.
    expect((await req('PUT', `/api/crm/leads/${older}`, { clientName: 'Older Co Ltd' })).status).toBe(200);
    const again = expectSuccess(await req('GET', `/api/crm/leads?updatedSince=${since}`), 'GET', '/api/crm/leads');
    expect((again.leads as { id: string }[]).map((l) => l.id)).toContain(older);

    const future = encodeURIComponent('2999-01-01T00:00:00Z');
    for (const url of ['/api/crm/leads', '/api/crm/meetings', '/api/crm/enquiries', '/api/crm/brands']) {
      const res = await req('GET', `${url}?updatedSince=${future}`);
      expect(res.status, url).toBe(200);
      expect((res.body.data!.pagination as { total: number }).total, url).toBe(0);
      expectFailure(await req('GET', `${url}?updatedSince=yesterday`), 400, 'VALIDATION_ERROR', {
        path: 'updatedSince',
        msg: MESSAGES.changes.updatedSinceInvalid,
      });
    }
    const team = await req('GET', `/api/company/team?updatedSince=${future}`, undefined, a.request.owner);
    expect(team.status).toBe(200);
    expect((team.body.data!.pagination as { total: number }).total).toBe(0);
  });
});

describe('GET /api/crm/changes', () => {
  it('records a lead, its meeting and enquiry as their GETs answer them, and their deletion', async ({
    req,
    signedIn: [a],
    brandId,
    created,
    changesSince,
    lastCursor,
  }) => {
    const from = await lastCursor();
    const lead = await created('/api/crm/leads', { brandId, clientName: 'Feed Co', csPersonId: a.member.id }, 'lead');
    const meeting = await created(
      '/api/crm/meetings',
      { leadId: lead.id, scheduledDate: '2027-01-05T10:00:00Z' },
      'meeting',
    );
    const enquiry = await created('/api/crm/enquiries', { leadId: lead.id, requirement: 'Ten chairs' }, 'enquiry');
    const fetched = await req('GET', `/api/crm/leads/${lead.id}`);

    const changes = await changesSince(from);
    expect(changes.map((c) => c.type)).toEqual(['lead.created', 'meeting.created', 'enquiry.created']);
    expect(changes[0]!.data).toEqual(JSON.parse(JSON.stringify(lead)));
    expect(changes[0]!.data.clientName).toBe((fetched.body.data!.lead as { clientName: string }).clientName);
    expect(changes[1]).toMatchObject({ entity: 'meeting', recordId: meeting.id });
    expect(changes[2]).toMatchObject({ entity: 'enquiry', recordId: enquiry.id });

    const mid = changes.at(-1)!.cursor;
    expect((await req('DELETE', `/api/crm/leads/${lead.id}`)).status).toBe(200);
    const removal = await changesSince(mid);
    expect(removal.map((c) => [c.type, c.recordId])).toEqual([
      ['meeting.deleted', meeting.id],
      ['enquiry.deleted', enquiry.id],
      ['lead.deleted', lead.id],
    ]);
    expect(removal[2]!.data).toEqual({ id: lead.id });
  });

  it('adds lead.stage_changed only when the stage moves', async ({ req, addLead, changesSince, lastCursor }) => {
    const leadId = await addLead({ clientName: 'Stage Co' });
    const from = await lastCursor();
    expect((await req('PUT', `/api/crm/leads/${leadId}`, { clientName: 'Stage Co Ltd' })).status).toBe(200);
    expect((await req('PUT', `/api/crm/leads/${leadId}`, { stage: 'Contacted' })).status).toBe(200);
    const types = (await changesSince(from)).map((c) => c.type);
    expect(types).toEqual(['lead.updated', 'lead.updated', 'lead.stage_changed']);
  });

  it('records a follow-up marked done or snoozed as the lead’s update', async ({
    req,
    addLead,
    changesSince,
    lastCursor,
  }) => {
    const leadId = await addLead({ clientName: 'Follow Co', nextFollowUpDate: '2030-01-10' });
    const from = await lastCursor();
    const done = await req('POST', `/api/crm/follow-ups/lead/${leadId}/done`, { nextFollowUpDate: '2030-02-01' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const changes = await changesSince(from);
    expect(changes.map((c) => [c.type, c.recordId])).toEqual([['lead.updated', leadId]]);
    expect(changes[0]!.data.nextFollowUpDate).toBe('2030-02-01');
  });

  it('records brands, including bulk changes', async ({ req, created, changesSince, lastCursor }) => {
    const from = await lastCursor();
    const brand = await created('/api/crm/brands', { name: 'Feed Brand' }, 'brand');
    expect((await req('PUT', `/api/crm/brands/${brand.id}`, { name: 'Feed Brand 2' })).status).toBe(200);
    const bulk = await req('POST', '/api/crm/brands/bulk', { action: 'delete', ids: [brand.id] });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const changes = await changesSince(from);
    expect(changes.map((c) => c.type)).toEqual(['brand.created', 'brand.updated', 'brand.deleted']);
    expect((changes[1]!.data as { name: string }).name).toBe('Feed Brand 2');
  });

  it('records nothing for a refused write or a replayed one', async ({
    req,
    signedIn: [a],
    brandId,
    changesSince,
    lastCursor,
  }) => {
    const from = await lastCursor();
    expectFailure(await req('POST', '/api/crm/leads', { brandId }), 400, 'VALIDATION_ERROR');
    expectFailure(await req('PUT', `/api/crm/leads/not-an-id`, { stage: 'Won' }), 400, 'VALIDATION_ERROR');
    const headers = { ...a.request.team_member, 'idempotency-key': 'feed-once' };
    const body = { name: 'Idempotent brand' };
    expect((await req('POST', '/api/crm/brands', body, headers)).status).toBe(201);
    expect((await req('POST', '/api/crm/brands', body, headers)).raw.headers['idempotent-replayed']).toBe('true');
    expect((await changesSince(from)).map((c) => c.type)).toEqual(['brand.created']);
  });

  it('pages by cursor, filters by entity, and refuses a malformed cursor', async ({
    req,
    addLead,
    created,
    changesSince,
    lastCursor,
  }) => {
    const from = await lastCursor();
    for (const name of ['P1', 'P2', 'P3']) await created('/api/crm/brands', { name }, 'brand');
    await addLead({ clientName: 'Paged lead' });
    const first = expectSuccess(await req('GET', `${FEED}?since=${from}&limit=2`), 'GET', FEED);
    expect((first.changes as Change[]).map((c) => c.data.name)).toEqual(['P1', 'P2']);
    expect(first.hasMore).toBe(true);
    const rest = expectSuccess(await req('GET', `${FEED}?since=${first.nextCursor}&entity=brand`), 'GET', FEED);
    expect((rest.changes as Change[]).map((c) => c.data.name)).toEqual(['P3']);
    expect(rest.hasMore).toBe(false);
    const empty = expectSuccess(await req('GET', `${FEED}?since=${rest.nextCursor}&entity=meeting`), 'GET', FEED);
    expect(empty).toMatchObject({ changes: [], nextCursor: rest.nextCursor, hasMore: false });
    const head = expectSuccess(await req('GET', `${FEED}?since=latest`), 'GET', FEED);
    expect(head).toMatchObject({ changes: [], hasMore: false, nextCursor: (await changesSince()).at(-1)!.cursor });
    for (const bad of ['since=abc', 'since=-1', 'limit=0', 'limit=501', 'entity=member']) {
      expectFailure(await req('GET', `${FEED}?${bad}`), 400, 'VALIDATION_ERROR');
    }
  });

  it('answers one company only, and crm:read keys but not others', async ({
    req,
    server,
    signedIn: [a, b],
    changesSince,
  }) => {
    const other = await changesSince(undefined, b.request.owner);
    const mine = new Set((await changesSince()).map((c) => c.id));
    expect(other.filter((c) => mine.has(c.id))).toEqual([]);

    const key = async (scopes: string[]) => {
      const res = await call(server.app, {
        method: 'POST',
        url: '/api/company/api-keys',
        headers: a.request.owner,
        payload: { name: scopes.join(' '), scopes },
      });
      return { ...tenant(a.company.subdomain), 'x-api-key': res.body.data!.secret as string };
    };
    expect((await req('GET', FEED, undefined, await key(['crm:read']))).status).toBe(200);
    const refused = await req('GET', FEED, undefined, await key(['team:read']));
    expectFailure(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe(MESSAGES.apiKeys.missingScope('crm:read'));
    expectFailure(await req('GET', FEED, undefined, tenant(a.company.subdomain)), 401, 'UNAUTHORIZED');
  });

  it('records team members too (for webhooks), outside the CRM feed', async ({
    req,
    server,
    signedIn: [a],
    changesSince,
  }) => {
    const invited = await req(
      'POST',
      '/api/company/team',
      { name: 'Feed Member', email: 'feed@rest-changes-a.test' },
      a.request.owner,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const memberId = (invited.body.data!.user as { id: string }).id;
    const bulk = await req(
      'POST',
      '/api/company/team/bulk',
      { action: 'deactivate', ids: [memberId] },
      a.request.owner,
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const rows = await withTenant(server.harness.deps.db, a.company.id, (tx) =>
      tx.execute<{ type: string }>(sql`select type from record_events where entity = 'member' order by seq`),
    );
    expect(rows.map((r) => r.type)).toEqual(['member.created', 'member.updated']);
    expect((await changesSince()).some((c) => c.entity === 'member')).toBe(false);
  });
});
