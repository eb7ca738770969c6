/** The CRM column REST paths (docs/product/crm.md#rest-paths) on a company host, and the guards of every CRM path. */
import { describe, expect } from 'vitest';

import type { SerializedColumn } from '@app/api/crm/custom-columns/serialize';
import type { SignedInCompany } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess, multipartBody, tenant, type RestTestServer } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';
import { fillPath } from '../testing/rest-platform';
import { hasBody, type RestRoute } from './route-types';
import { crmBrandRoutes } from './table/crm-brands';
import { crmColumnRoutes } from './table/crm-columns';

const BASE = '/api/crm/custom-columns';
const ONE = `${BASE}/:id`;
const m = MESSAGES.crm.columns;

/** Companies rest-cols-a and rest-cols-b, signed in as every role; tests call as a's admin unless given headers. */
const it = restTest({ signedIn: ['rest-cols-a', 'rest-cols-b'], as: 'admin' });

const one = (id: string) => fillPath(ONE, { id });
const listed = async (req: JsonCall) =>
  expectSuccess(await req('GET', `${BASE}?entity=brand`), 'GET', BASE).columns as SerializedColumn[];

describe('/api/crm/custom-columns', () => {
  it('lists, creates (201), edits, hides, reorders and deletes', async ({ req }) => {
    expect((await listed(req)).map((c) => c.name)).toEqual([
      'name',
      'industry',
      'phone',
      'website',
      'brandOwner',
      'createdAt',
    ]);
    const created = await req('POST', BASE, {
      entity: 'brand',
      name: 'tier',
      label: 'Tier',
      type: 'select',
      options: [{ label: 'Top Tier' }],
    });
    expect(created.body.message).toBe(m.created);
    const column = expectSuccess(created, 'POST', BASE).column as SerializedColumn;
    expect(column.options).toEqual([{ label: 'Top Tier', value: 'top_tier' }]);
    const edited = await req('PUT', one(column.id), { label: 'Level' });
    expect(edited.body.message).toBe(m.updated);
    expect(expectSuccess(edited, 'PUT', ONE).column).toMatchObject({ label: 'Level' });
    const hidden = await req('PUT', `${BASE}/visibility`, { columnId: column.id, isVisible: false });
    expect(expectSuccess(hidden, 'PUT', `${BASE}/visibility`).column).toMatchObject({ isVisible: false });
    const order = (await listed(req)).reverse().map((c, position) => ({ columnId: c.id, position }));
    const reordered = await req('PUT', `${BASE}/reorder`, { entity: 'brand', columnOrders: order });
    expect((expectSuccess(reordered, 'PUT', `${BASE}/reorder`).columns as SerializedColumn[])[0]!.id).toBe(column.id);
    const removed = await req('DELETE', one(column.id));
    expect(removed.body.message).toBe(m.deleted);
    expect(expectSuccess(removed, 'DELETE', ONE)).toEqual({ id: column.id, _id: column.id });
  });

  it('answers 400 naming the field, 404 and 409', async ({ server, req, signedIn: [, b] }) => {
    expectFailure(await req('POST', BASE, { label: 'X', type: 'text' }), 400, 'VALIDATION_ERROR', {
      path: 'name',
      msg: m.nameRequired,
    });
    expectFailure(await req('POST', BASE, { name: '9x', label: 'X', type: 'text' }), 400, 'VALIDATION_ERROR', {
      path: 'name',
      msg: m.nameFormat,
    });
    expectFailure(
      await req('POST', BASE, { name: 'x', label: 'X', type: 'select', options: [] }),
      400,
      'VALIDATION_ERROR',
      {
        path: 'options',
        msg: m.selectNeedsOptions,
      },
    );
    expectFailure(await req('POST', BASE, { name: 'PHONE', label: 'X', type: 'text' }), 409, 'CONFLICT', {
      path: 'name',
    });
    const system = (await listed(req)).find((c) => c.name === 'createdAt')!;
    const refused = await req('DELETE', one(system.id));
    expectFailure(refused, 400, 'BAD_REQUEST');
    expect(refused.body.message).toBe(m.builtInDelete);
    expectFailure(await req('PUT', `${BASE}/visibility`, { columnId: system.id }), 400, 'VALIDATION_ERROR', {
      path: 'isVisible',
    });
    const theirs = (await server.harness.call(b.request.owner).crm.customColumns.list({ entity: 'brand' })).columns[0]!;
    expectFailure(await req('PUT', one(theirs.id), { label: 'Stolen' }), 404, 'NOT_FOUND');
    expectFailure(await req('DELETE', one(theirs.id)), 404, 'NOT_FOUND');
  });
});

/**
 * 401 without a token, with a bad one or another company's; every role passes, except that a team
 * member may not change the columns (403); 413 / 415 for bodies.
 */
async function expectCrmGuards(
  server: RestTestServer,
  [a, b]: readonly [SignedInCompany, SignedInCompany],
  route: RestRoute,
  url: string,
) {
  const host = tenant('rest-cols-a');
  const send = (headers: Record<string, string>, payload?: string | Buffer) =>
    call(server.app, { method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) });
  expectFailure(await send(host), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...host, authorization: 'Bearer not-a-token' }), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...host, authorization: b.request.owner.authorization }), 401, 'UNAUTHORIZED');
  if (crmColumnRoutes.includes(route) && route.method !== 'GET') {
    expectFailure(await send(a.request.team_member), 403, 'FORBIDDEN');
    expect((await send(a.request.admin)).status).not.toBe(403);
  } else expect((await send(a.request.team_member)).status).not.toBe(403);
  if (!hasBody(route)) return;
  const member = a.request.team_member;
  expectFailure(await send({ ...member, 'content-type': 'text/plain' }, 'x'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  const big = JSON.stringify({ filler: 'x'.repeat(1_100_000) });
  expectFailure(await send({ ...member, 'content-type': 'application/json' }, big), 413, 'PAYLOAD_TOO_LARGE');
  if (!route.files) {
    const form = await multipartBody({ filler: 'x' });
    expectFailure(await send({ ...member, ...form.headers }, form.payload), 415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

describe('guards', () => {
  it.for([...crmBrandRoutes, ...crmColumnRoutes].map((r) => [r.method, r.path, r] as const))(
    '%s %s',
    async ([, path, route], { server, signedIn }) => {
      await expectCrmGuards(server, signedIn, route, fillPath(path, { id: '00000000-0000-4000-8000-000000000000' }));
    },
  );
});
