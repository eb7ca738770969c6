/**
 * A name a route does not take (not an input field, not a read name of field-names.ts) is a 400
 * naming it, with the name probably meant, and nothing is written: on every route of the table,
 * in JSON, multipart and query strings.
 */
import { describe, expect } from 'vitest';

import type { SignedInCompany } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess, PLATFORM, type JsonResponse, type RestTestServer } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';
import { fillPath, pngFile, sendForm } from '../testing/rest-platform';
import { prepareRoute } from './adapter';
import { PROCEDURES_WITH_READ_NAMES } from './field-names';
import { hasBody, pathParams, type RestRoute } from './route-types';
import { REST_ROUTES } from './routes';

const v = MESSAGES.validation;
const UNKNOWN = 'notAField';
const GHOST = '00000000-0000-4000-8000-000000000000';

/** Companies rest-unknown-a and rest-unknown-b; tests call as a's owner unless given headers. */
const it = crmTest('rest-unknown-a', 'rest-unknown-b', { role: 'owner' });
/** Records of a that the routes' paths name, made before the tests. */
const ids: Record<string, string> = {};

it.beforeAll(async ({ server, signedIn: [a], addLead }) => {
  const crm = server.harness.call(a.request.owner).crm;
  ids.lead = await addLead({ clientName: 'Kept Client', estimatedValue: 10 });
  ids.meeting = (await crm.meetings.create({ leadId: ids.lead, scheduledDate: '2026-12-01T10:00:00Z' })).meeting.id;
  ids.enquiry = (await crm.enquiries.create({ leadId: ids.lead, requirement: 'Kept', estimatedValue: 10 })).enquiry.id;
  ids.note = (await crm.leadNotes.create({ id: ids.lead, content: 'Kept note' })).note.id;
  ids.column = (
    await crm.customColumns.create({ entity: 'brand', name: 'tier', label: 'Tier', type: 'text' })
  ).column.id;
});

/** A digest of every row of every table: equal before and after means nothing was written. */
async function digest(server: RestTestServer): Promise<Record<string, string>> {
  const { sql } = server.harness.database;
  const tables = await sql<{ schema: string; name: string }[]>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`;
  const result: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await sql<{ md5: string }[]>`
      select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as md5 from ${sql(schema)}.${sql(name)} t`;
    result[`${schema}.${name}`] = row!.md5;
  }
  return result;
}

/** Who calls a route, and real records behind its path, so a route that would write could. */
function requestOf(
  route: RestRoute,
  { a, admin, brandId }: { a: SignedInCompany; admin: Record<string, string>; brandId: string },
) {
  const headers =
    route.host === 'tenant' ? a.request.owner : route.auth || route.host === 'platform' ? admin : PLATFORM;
  const crm = /^\/api\/crm\/(leads|meetings|enquiries|custom-columns|brands|follow-ups)/.exec(route.path)?.[1];
  const id: Record<string, string> = {
    leads: ids.lead!,
    meetings: ids.meeting!,
    enquiries: ids.enquiry!,
    'custom-columns': ids.column!,
    brands: brandId,
    'follow-ups': ids.lead!,
  };
  const known: Record<string, string | number> = {
    id: crm ? id[crm]! : route.path.startsWith('/api/super-admin/companies') ? a.company.id : GHOST,
    companyId: a.company.id,
    memberId: a.member.id,
    noteId: ids.note!,
    kind: 'lead',
  };
  const url = fillPath(route.path, Object.fromEntries(pathParams(route.path).map((p) => [p, known[p] ?? GHOST])));
  return { headers, url };
}

const unknownNamed = (res: JsonResponse, msg: string, where: string) => {
  expect(res.status, `${where}: ${JSON.stringify(res.body)}`).toBe(400);
  expectFailure(res, 400, 'VALIDATION_ERROR', { path: UNKNOWN, msg });
};

describe('every route of the table', () => {
  it('answers 400 naming an unknown body field or query parameter, and writes nothing', async ({
    server,
    admin,
    signedIn: [a],
    brandId,
  }) => {
    const before = await digest(server);
    expect(Object.keys(before).filter((table) => table.startsWith(`tenant_${a.company.id}.`)).length).toBeGreaterThan(
      10,
    );
    const unchecked: string[] = [];
    for (const route of REST_ROUTES) {
      const where = `${route.method} ${route.path}`;
      const { headers, url } = requestOf(route, { a, admin, brandId });
      if (hasBody(route)) {
        const res = await call(server.app, { method: route.method, url, headers, payload: { [UNKNOWN]: 'x' } });
        unknownNamed(res, v.unknownField(UNKNOWN), where);
      } else if (prepareRoute(route).shape.fields.tree) {
        const res = await call(server.app, { method: route.method, url: `${url}?${UNKNOWN}=x`, headers });
        unknownNamed(res, v.unknownParameter(UNKNOWN), where);
      } else unchecked.push(where);
    }
    // Only reads that take no query at all are left alone; every write is checked.
    expect(unchecked.filter((where) => !where.startsWith('GET '))).toEqual([]);
    expect(await digest(server)).toEqual(before);
  });

  it('has a route for each procedure the read names are listed for', () => {
    const routed = new Set(REST_ROUTES.map((route) => route.procedure));
    expect(PROCEDURES_WITH_READ_NAMES.filter((procedure) => !routed.has(procedure))).toEqual([]);
  });

  it('leaves query strings alone where a route takes none (probes may add their own)', async ({ server }) => {
    expectSuccess(await call(server.app, { method: 'GET', url: '/api/health?probe=lb' }), 'GET', '/api/health');
  });
});

describe('the name probably meant', () => {
  it('a read name where this route takes another, a near miss, other capitals, a nested field', async ({
    req,
    brandId,
  }) => {
    const lead = { brandId, clientName: 'Not Saved' };
    const cases: [string, string, object, string, string][] = [
      ['POST', '/api/crm/leads', { ...lead, value: 5 }, 'value', 'estimatedValue'],
      ['POST', '/api/crm/leads', { ...lead, comments: 'c' }, 'comments', 'comment'],
      ['PUT', `/api/crm/enquiries/${ids.enquiry}`, { vaule: 5 }, 'vaule', 'value'],
      ['PUT', `/api/crm/leads/${ids.lead}`, { ClientName: 'X' }, 'ClientName', 'clientName'],
      ['PUT', `/api/crm/brands/${brandId}`, { city: 'Pune' }, 'city', 'address.city'],
      ['PUT', `/api/crm/brands/${brandId}`, { address: { citty: 'Pune' } }, 'address.citty', 'address.city'],
      [
        'PUT',
        '/api/crm/custom-columns/reorder',
        { entity: 'brand', columnOrders: [{ columnId: ids.column, postion: 1 }] },
        'columnOrders.0.postion',
        'columnOrders.0.position',
      ],
    ];
    for (const [method, url, body, path, meant] of cases) {
      const res = await req(method as 'POST' | 'PUT', url, body);
      expectFailure(res, 400, 'VALIDATION_ERROR', { path, msg: v.unknownField(path, meant) });
      expect(res.body.message).toBe(v.unknownField(path, meant));
    }
    const query = await req('GET', '/api/crm/meetings?serach=acme');
    expectFailure(query, 400, 'VALIDATION_ERROR', { path: 'serach', msg: v.unknownParameter('serach', 'search') });
    const leads = expectSuccess(await req('GET', '/api/crm/leads?search=Not%20Saved'), 'GET', '/api/crm/leads');
    expect(leads.pagination).toMatchObject({ total: 0 });
  });
});

describe('a read name and its write name', () => {
  it('sent alike is one field; sent with different values is a 400 naming both, nothing saved', async ({ req }) => {
    const url = `/api/crm/enquiries/${ids.enquiry}`;
    const same = await req('PUT', url, { value: '42', estimatedValue: 42 });
    expect(expectSuccess(same, 'PUT', '/api/crm/enquiries/:id').enquiry).toMatchObject({ value: 42 });
    const clash = await req('PUT', url, { value: 50, estimatedValue: 60 });
    const msg = v.sameFieldTwice('value', 'estimatedValue');
    expectFailure(clash, 400, 'VALIDATION_ERROR', { path: 'value', msg });
    expectFailure(clash, 400, 'VALIDATION_ERROR', { path: 'estimatedValue', msg });
    const read = expectSuccess(await req('GET', url), 'GET', '/api/crm/enquiries/:id');
    expect(read.enquiry).toMatchObject({ value: 42, estimatedValue: 42 });
  });
});

describe('multipart forms', () => {
  it('refuse an unknown form field, nested or not, and save nothing (file included)', async ({
    req,
    server,
    signedIn: [a],
    brandId,
  }) => {
    const brandUrl = `/api/crm/brands/${brandId}`;
    const form = await sendForm(server.app, 'PUT', brandUrl, a.request.owner, {
      name: 'Renamed',
      'address[citty]': 'Pune',
      logo: pngFile(),
    });
    expectFailure(form, 400, 'VALIDATION_ERROR', {
      path: 'address.citty',
      msg: v.unknownField('address.citty', 'address.city'),
    });
    const brand = expectSuccess(await req('GET', brandUrl), 'GET', '/api/crm/brands/:id').brand;
    expect(brand).toMatchObject({ name: 'Acme', logo: null });

    const invite = await sendForm(server.app, 'POST', '/api/company/team', a.request.owner, {
      name: 'Nick Newcomer',
      email: 'nick@rest-unknown-a.test',
      nickname: 'Nick',
      avatar: pngFile(),
    });
    expectFailure(invite, 400, 'VALIDATION_ERROR', { path: 'nickname', msg: v.unknownField('nickname') });
    const team = expectSuccess(await req('GET', '/api/company/team?search=nick'), 'GET', '/api/company/team');
    expect(team.pagination).toMatchObject({ total: 0 });
  });

  it('take the read names too: a member sent back as a form, profile[avatar] included', async ({
    server,
    signedIn: [a],
  }) => {
    const url = `/api/company/team/${a.member.id}`;
    const form = await sendForm(server.app, 'PUT', url, a.request.owner, {
      id: a.member.id,
      name: 'Terry Teammate',
      lastLogin: '',
      'profile[avatar]': 'https://example.com/old.png',
      'profile[department]': 'Sales',
    });
    const user = expectSuccess(form, 'PUT', '/api/company/team/:memberId').user;
    expect(user).toMatchObject({ name: 'Terry Teammate', profile: { department: 'Sales', avatar: null } });
  });
});
