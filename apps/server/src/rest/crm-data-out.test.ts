/** Exports and the global search over REST: files, roles, tenancy, bad input, OpenAPI. */
import { describe, expect } from 'vitest';

import { parseCsv, sheetRows } from '@app/api/crm/exports/read-back';

import { call, expectFailure, expectSuccess, tenant } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';

const EXPORTS = [
  '/api/crm/brands/export',
  '/api/crm/leads/export',
  '/api/crm/meetings/export',
  '/api/crm/enquiries/export',
];
const TEAM_EXPORT = '/api/company/team/export';

/**
 * Companies rest-out-a (with brand Acme and four leads, each with a meeting and an enquiry) and
 * rest-out-b, signed in as every role; tests call and download as a's team member unless given headers.
 */
const it = restTest({ signedIn: ['rest-out-a', 'rest-out-b'], as: 'team_member' });

it.beforeAll(async ({ signedIn: [a] }) => {
  const crm = a.as('owner').crm;
  const brandId = (await crm.brands.create({ name: 'Acme' })).brand.id;
  for (const [clientName, stage] of [
    ['Zed', 'Won'],
    ['@cmd', 'Won'],
    ['Mia', 'New'],
    ['Ana', 'Won'],
  ] as const) {
    const { lead } = await crm.leads.create({ brandId, clientName, stage, csPersonId: a.member.id });
    await crm.meetings.create({ leadId: lead.id, scheduledDate: '2026-12-01T10:00:00Z' });
    await crm.enquiries.create({ leadId: lead.id, requirement: `Site for ${clientName}` });
  }
});
const search = (req: JsonCall, q: string, headers?: Record<string, string>) =>
  req('GET', `/api/crm/search?q=${encodeURIComponent(q)}`, undefined, headers);

describe('exports', () => {
  it('streams the filtered, sorted leads list as CSV, matching the list', async ({
    server,
    download,
    signedIn: [a],
  }) => {
    const query = 'stage=Won&sort=clientName&order=asc&search=';
    const res = await download(`/api/crm/leads/export?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const list = expectSuccess(
      await call(server.app, { method: 'GET', url: `/api/crm/leads?${query}`, headers: a.request.team_member }),
      'GET',
      '/api/crm/leads',
    ).leads as { clientName: string }[];
    const names = parseCsv(res.body)
      .slice(1)
      .map((r) => r[1]);
    expect(names).toEqual(["'@cmd", 'Ana', 'Zed']);
    expect(list.map((l) => l.clientName)).toEqual(['@cmd', 'Ana', 'Zed']);
  });

  it('answers XLSX that reads back', async ({ download }) => {
    const res = await download('/api/crm/meetings/export?format=xlsx&sort=clientName&order=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = sheetRows(res.rawPayload);
    expect(rows[0]![0]).toBe('Title');
    expect(rows.slice(1).map((r) => r[3])).toEqual(['Zed', 'Mia', 'Ana', "'@cmd"]);
  });

  it('lets every company role export the CRM lists, owners and admins the team', async ({
    download,
    signedIn: [a],
  }) => {
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      for (const path of EXPORTS)
        expect((await download(path, a.request[role])).statusCode, `${role} ${path}`).toBe(200);
      const team = await download(TEAM_EXPORT, a.request[role]);
      expect(team.statusCode, role).toBe(role === 'team_member' ? 403 : 200);
    }
    const team = parseCsv((await download(`${TEAM_EXPORT}?sort=name&order=asc`, a.request.admin)).body);
    expect(team.slice(1).map((r) => r[2])).toEqual(['Admin', 'Owner', 'Team Member']);
  });

  it("answers 401 without a token or with another company's, and never mixes companies", async ({
    server,
    download,
    signedIn: [a, b],
  }) => {
    for (const path of [...EXPORTS, TEAM_EXPORT]) {
      expectFailure(
        await call(server.app, { method: 'GET', url: path, headers: tenant(a.company.subdomain) }),
        401,
        'UNAUTHORIZED',
      );
      const foreign = { ...b.request.owner, host: `${a.company.subdomain}.localhost` };
      expectFailure(await call(server.app, { method: 'GET', url: path, headers: foreign }), 401, 'UNAUTHORIZED');
    }
    const theirs = await download('/api/crm/leads/export', b.request.owner);
    expect(parseCsv(theirs.body)).toHaveLength(1);
  });

  it('refuses bad input before sending anything, naming the field', async ({ server, signedIn: [a] }) => {
    const bad = await call(server.app, {
      method: 'GET',
      url: '/api/crm/leads/export?format=pdf',
      headers: a.request.owner,
    });
    expectFailure(bad, 400, 'VALIDATION_ERROR', { path: 'format' });
    const stage = await call(server.app, {
      method: 'GET',
      url: '/api/crm/leads/export?stage=Nope',
      headers: a.request.owner,
    });
    expectFailure(stage, 400, 'VALIDATION_ERROR', { path: 'stage' });
    const sort = await call(server.app, {
      method: 'GET',
      url: '/api/crm/brands/export?sort=nope',
      headers: a.request.owner,
    });
    expectFailure(sort, 400, 'VALIDATION_ERROR', { path: 'sort' });
  });
});

describe('GET /api/crm/search', () => {
  it('answers hits per kind, team members for owners and admins only', async ({ req, signedIn: [a] }) => {
    const data = expectSuccess(await search(req, 'a'), 'GET', '/api/crm/search');
    const results = data.results as Record<string, { label: string; rank: number }[]>;
    expect(results.leads!.map((h) => h.label)).toContain('Ana');
    expect(results.leads![0]).toMatchObject({ label: 'Ana', rank: 1 });
    expect(results.team).toEqual([]);
    const owner = expectSuccess(await search(req, 'ada', a.request.owner), 'GET', '/api/crm/search');
    expect((owner.results as Record<string, { label: string }[]>).team!.map((h) => h.label)).toEqual(['Ada Admin']);
  });

  it('refuses a missing term and other companies’ tokens', async ({ server, req, signedIn: [a, b] }) => {
    expectFailure(
      await call(server.app, { method: 'GET', url: '/api/crm/search', headers: a.request.owner }),
      400,
      'VALIDATION_ERROR',
      { path: 'q' },
    );
    const foreign = { ...b.request.owner, host: `${a.company.subdomain}.localhost` };
    expectFailure(await search(req, 'ana', foreign), 401, 'UNAUTHORIZED');
    const theirs = expectSuccess(await search(req, 'ana', b.request.owner), 'GET', '/api/crm/search');
    expect((theirs.results as Record<string, unknown[]>).leads).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the downloads as files and the search', async ({ server }) => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const leads = doc.paths['/api/crm/leads/export'].get;
    expect(Object.keys(leads.responses['200'].content)).toEqual([
      'text/csv; charset=utf-8',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(leads.parameters.map((p: { name?: string }) => p.name)).toEqual(
      expect.arrayContaining(['format', 'stage', 'sort']),
    );
    expect(doc.paths['/api/company/team/export'].get.tags).toEqual(['Team']);
    expect(doc.paths['/api/crm/search'].get.parameters[0]).toMatchObject({ name: 'q', required: true });
  });
});
