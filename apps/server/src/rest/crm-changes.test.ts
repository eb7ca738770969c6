/**
 * The changes feed and the record events behind it: every CRM write records its events in its own
 * transaction (the record as its GET answers it, deletions with cascaded children), nothing for a
 * failed write or a replayed one, pages by cursor, one company only, crm:read keys.
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { sql, withTenant } from '@app/db';

import { call, expectFailure, expectSuccess, tenant } from '../testing/rest';
import { crmRestFixture } from '../testing/rest-crm';

const f = crmRestFixture('rest-changes-a', 'rest-changes-b');
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

/** The whole feed from `since`, page by page. */
async function changesSince(since?: string, headers = f.a.request.team_member): Promise<Change[]> {
  const all: Change[] = [];
  let cursor = since;
  for (;;) {
    const url = `${FEED}?limit=500${cursor ? `&since=${cursor}` : ''}`;
    const data = expectSuccess(await f.req('GET', url, undefined, headers), 'GET', FEED);
    all.push(...(data.changes as Change[]));
    cursor = data.nextCursor as string;
    if (!data.hasMore) return all;
  }
}
const lastCursor = async () => (await changesSince()).at(-1)?.cursor;
const created = async (url: string, body: object, key: string) => {
  const res = await f.req('POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data![key] as { id: string } & Record<string, unknown>;
};

describe('updatedSince on the lists', () => {
  it('answers only records changed at or after the instant, on every CRM list and the team', async () => {
    const older = await f.addLead({ clientName: 'Older Co' });
    const newer = await created(
      '/api/crm/leads',
      { brandId: f.brandId, clientName: 'Newer Co', csPersonId: f.a.member.id },
      'lead',
    );
    const since = encodeURIComponent(newer.updatedAt as string);
    const leads = expectSuccess(await f.req('GET', `/api/crm/leads?updatedSince=${since}`), 'GET', '/api/crm/leads');
    const ids = (leads.leads as { id: string }[]).map((l) => l.id);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(older);
    // Changing the older one brings it in.
    expect((await f.req('PUT', `/api/crm/leads/${older}`, { clientName: 'Older Co Ltd' })).status).toBe(200);
    const again = expectSuccess(await f.req('GET', `/api/crm/leads?updatedSince=${since}`), 'GET', '/api/crm/leads');
    expect((again.leads as { id: string }[]).map((l) => l.id)).toContain(older);

    const future = encodeURIComponent('2999-01-01T00:00:00Z');
    for (const url of ['/api/crm/leads', '/api/crm/meetings', '/api/crm/enquiries', '/api/crm/brands']) {
      const res = await f.req('GET', `${url}?updatedSince=${future}`);
      expect(res.status, url).toBe(200);
      expect((res.body.data!.pagination as { total: number }).total, url).toBe(0);
      expectFailure(await f.req('GET', `${url}?updatedSince=yesterday`), 400, 'VALIDATION_ERROR', {
        path: 'updatedSince',
        msg: MESSAGES.changes.updatedSinceInvalid,
      });
    }
    const team = await f.req('GET', `/api/company/team?updatedSince=${future}`, undefined, f.a.request.owner);
    expect(team.status).toBe(200);
    expect((team.body.data!.pagination as { total: number }).total).toBe(0);
  });
});

describe('GET /api/crm/changes', () => {
  it('records a lead, its meeting and enquiry as their GETs answer them, and their deletion', async () => {
    const from = await lastCursor();
    const lead = await created(
      '/api/crm/leads',
      { brandId: f.brandId, clientName: 'Feed Co', csPersonId: f.a.member.id },
      'lead',
    );
    const meeting = await created(
      '/api/crm/meetings',
      { leadId: lead.id, scheduledDate: '2027-01-05T10:00:00Z' },
      'meeting',
    );
    const enquiry = await created('/api/crm/enquiries', { leadId: lead.id, requirement: 'Ten chairs' }, 'enquiry');
    const fetched = await f.req('GET', `/api/crm/leads/${lead.id}`);

    const changes = await changesSince(from);
    expect(changes.map((c) => c.type)).toEqual(['lead.created', 'meeting.created', 'enquiry.created']);
    expect(changes[0]!.data).toEqual(JSON.parse(JSON.stringify(lead)));
    expect(changes[0]!.data.clientName).toBe((fetched.body.data!.lead as { clientName: string }).clientName);
    expect(changes[1]).toMatchObject({ entity: 'meeting', recordId: meeting.id });
    expect(changes[2]).toMatchObject({ entity: 'enquiry', recordId: enquiry.id });

    const mid = changes.at(-1)!.cursor;
    expect((await f.req('DELETE', `/api/crm/leads/${lead.id}`)).status).toBe(200);
    const removal = await changesSince(mid);
    expect(removal.map((c) => [c.type, c.recordId])).toEqual([
      ['meeting.deleted', meeting.id],
      ['enquiry.deleted', enquiry.id],
      ['lead.deleted', lead.id],
    ]);
    expect(removal[2]!.data).toEqual({ id: lead.id });
  });

  it('adds lead.stage_changed only when the stage moves', async () => {
    const leadId = await f.addLead({ clientName: 'Stage Co' });
    const from = await lastCursor();
    expect((await f.req('PUT', `/api/crm/leads/${leadId}`, { clientName: 'Stage Co Ltd' })).status).toBe(200);
    expect((await f.req('PUT', `/api/crm/leads/${leadId}`, { stage: 'Contacted' })).status).toBe(200);
    const types = (await changesSince(from)).map((c) => c.type);
    expect(types).toEqual(['lead.updated', 'lead.updated', 'lead.stage_changed']);
  });

  it('records a follow-up marked done or snoozed as the lead’s update', async () => {
    const leadId = await f.addLead({ clientName: 'Follow Co', nextFollowUpDate: '2030-01-10' });
    const from = await lastCursor();
    const done = await f.req('POST', `/api/crm/follow-ups/lead/${leadId}/done`, { nextFollowUpDate: '2030-02-01' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const changes = await changesSince(from);
    expect(changes.map((c) => [c.type, c.recordId])).toEqual([['lead.updated', leadId]]);
    expect(changes[0]!.data.nextFollowUpDate).toBe('2030-02-01');
  });

  it('records brands, including bulk changes', async () => {
    const from = await lastCursor();
    const brand = await created('/api/crm/brands', { name: 'Feed Brand' }, 'brand');
    expect((await f.req('PUT', `/api/crm/brands/${brand.id}`, { name: 'Feed Brand 2' })).status).toBe(200);
    const bulk = await f.req('POST', '/api/crm/brands/bulk', { action: 'delete', ids: [brand.id] });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const changes = await changesSince(from);
    expect(changes.map((c) => c.type)).toEqual(['brand.created', 'brand.updated', 'brand.deleted']);
    expect((changes[1]!.data as { name: string }).name).toBe('Feed Brand 2');
  });

  it('records nothing for a refused write or a replayed one', async () => {
    const from = await lastCursor();
    expectFailure(await f.req('POST', '/api/crm/leads', { brandId: f.brandId }), 400, 'VALIDATION_ERROR');
    expectFailure(await f.req('PUT', `/api/crm/leads/not-an-id`, { stage: 'Won' }), 400, 'VALIDATION_ERROR');
    const headers = { ...f.a.request.team_member, 'idempotency-key': 'feed-once' };
    const body = { name: 'Idempotent brand' };
    expect((await f.req('POST', '/api/crm/brands', body, headers)).status).toBe(201);
    expect((await f.req('POST', '/api/crm/brands', body, headers)).raw.headers['idempotent-replayed']).toBe('true');
    expect((await changesSince(from)).map((c) => c.type)).toEqual(['brand.created']);
  });

  it('pages by cursor, filters by entity, and refuses a malformed cursor', async () => {
    const from = await lastCursor();
    for (const name of ['P1', 'P2', 'P3']) await created('/api/crm/brands', { name }, 'brand');
    await f.addLead({ clientName: 'Paged lead' });
    const first = expectSuccess(await f.req('GET', `${FEED}?since=${from}&limit=2`), 'GET', FEED);
    expect((first.changes as Change[]).map((c) => c.data.name)).toEqual(['P1', 'P2']);
    expect(first.hasMore).toBe(true);
    const rest = expectSuccess(await f.req('GET', `${FEED}?since=${first.nextCursor}&entity=brand`), 'GET', FEED);
    expect((rest.changes as Change[]).map((c) => c.data.name)).toEqual(['P3']);
    expect(rest.hasMore).toBe(false);
    const empty = expectSuccess(await f.req('GET', `${FEED}?since=${rest.nextCursor}&entity=meeting`), 'GET', FEED);
    expect(empty).toMatchObject({ changes: [], nextCursor: rest.nextCursor, hasMore: false });
    const head = expectSuccess(await f.req('GET', `${FEED}?since=latest`), 'GET', FEED);
    expect(head).toMatchObject({ changes: [], hasMore: false, nextCursor: (await changesSince()).at(-1)!.cursor });
    for (const bad of ['since=abc', 'since=-1', 'limit=0', 'limit=501', 'entity=member']) {
      expectFailure(await f.req('GET', `${FEED}?${bad}`), 400, 'VALIDATION_ERROR');
    }
  });

  it('answers one company only, and crm:read keys but not others', async () => {
    const other = await changesSince(undefined, f.b.request.owner);
    const mine = new Set((await changesSince()).map((c) => c.id));
    expect(other.filter((c) => mine.has(c.id))).toEqual([]);

    const key = async (scopes: string[]) => {
      const res = await call(f.server.app, {
        method: 'POST',
        url: '/api/company/api-keys',
        headers: f.a.request.owner,
        payload: { name: scopes.join(' '), scopes },
      });
      return { ...tenant(f.a.company.subdomain), 'x-api-key': res.body.data!.secret as string };
    };
    expect((await f.req('GET', FEED, undefined, await key(['crm:read']))).status).toBe(200);
    const refused = await f.req('GET', FEED, undefined, await key(['team:read']));
    expectFailure(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe(MESSAGES.apiKeys.missingScope('crm:read'));
    expectFailure(await f.req('GET', FEED, undefined, tenant(f.a.company.subdomain)), 401, 'UNAUTHORIZED');
  });

  it('records team members too (for webhooks), outside the CRM feed', async () => {
    const invited = await f.req(
      'POST',
      '/api/company/team',
      { name: 'Feed Member', email: 'feed@rest-changes-a.test' },
      f.a.request.owner,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const memberId = (invited.body.data!.user as { id: string }).id;
    const bulk = await f.req(
      'POST',
      '/api/company/team/bulk',
      { action: 'deactivate', ids: [memberId] },
      f.a.request.owner,
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const rows = await withTenant(f.server.harness.deps.db, f.a.company.id, (tx) =>
      tx.execute<{ type: string }>(sql`select type from record_events where entity = 'member' order by seq`),
    );
    expect(rows.map((r) => r.type)).toEqual(['member.created', 'member.updated']);
    expect((await changesSince()).some((c) => c.entity === 'member')).toBe(false);
  });
});
