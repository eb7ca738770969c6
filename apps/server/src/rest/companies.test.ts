import { describe, expect } from 'vitest';

import { createCompany, expectFailure, expectSuccess, tenant, tenantHeaders } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

const BASE = '/api/super-admin/companies';

const it = restTest();

describe('POST /api/super-admin/companies', () => {
  it('creates a company from JSON: 201 with data.company carrying id and _id', async ({ req }) => {
    const res = await req('POST', BASE, {
      companyName: 'Acme Ltd',
      subdomain: 'Acme',
      themeColor: '#1a2b3c',
      owner: { fullName: 'Ada Owner', email: 'ADA@acme.io' },
    });
    const data = expectSuccess(res, 'POST', BASE);
    expect(res.body.message).toBe('Company created successfully');
    const company = data.company as Record<string, unknown>;
    expect(company).toMatchObject({
      name: 'Acme Ltd',
      subdomain: 'acme',
      _id: company.id,
      owner: { email: 'ada@acme.io' },
    });
  });

  it('answers 400 naming each missing field with the product message, and creates nothing', async ({ req }) => {
    const res = await req('POST', BASE, { subdomain: 'nameless', owner: { email: 'x@y.io' } });
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'companyName', msg: 'Company name is required' });
    expect(res.body.errors).toContainEqual({ path: 'owner.fullName', msg: 'Owner full name is required' });
    const check = await req('GET', `${BASE}/check-subdomain?subdomain=nameless`);
    expect(check.body.data).toMatchObject({ available: true });
  });

  it('answers 409 CONFLICT for a taken subdomain', async ({ server, admin, req }) => {
    await createCompany(server.app, admin, 'twice');
    const res = await req('POST', BASE, {
      companyName: 'Twice Again',
      subdomain: 'twice',
      owner: { fullName: 'T', email: 't@t.io' },
    });
    expectFailure(res, 409, 'CONFLICT', { path: 'subdomain', msg: 'Subdomain is already taken' });
  });

  it('answers 401 without a token and 403 on a company host', async ({ admin, req }) => {
    const payload = { companyName: 'Nope', subdomain: 'nope', owner: { fullName: 'N', email: 'n@n.io' } };
    expectFailure(await req('POST', BASE, payload, { host: 'admin.localhost' }), 401, 'UNAUTHORIZED');
    expectFailure(await req('POST', BASE, payload, { ...admin, ...tenant('acme') }), 403, 'FORBIDDEN');
  });
});

describe('GET /api/super-admin/companies', () => {
  it.beforeAll(async ({ server, admin }) => {
    await createCompany(server.app, admin, 'listed-one');
    await createCompany(server.app, admin, 'listed-two');
  });

  it('lists with pagination and stats; query strings are coerced by the schema', async ({ req }) => {
    const res = await req(
      'GET',
      `${BASE}?page=1&limit=20&search=listed&status=all&filter=total&sort=subdomain&order=asc`,
    );
    const data = expectSuccess(res, 'GET', BASE);
    const companies = data.companies as { subdomain: string; id: number; _id: number }[];
    expect(companies.map((c) => c.subdomain)).toEqual(['listed-one', 'listed-two']);
    expect(companies.every((c) => c._id === c.id)).toBe(true);
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
  });

  it('answers 400 naming a bad query parameter', async ({ req }) => {
    expectFailure(await req('GET', `${BASE}?limit=1000`), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await req('GET', `${BASE}?sort=password`), 400, 'VALIDATION_ERROR', { path: 'sort' });
  });

  it('answers 401 without a token and for a tenant token on the platform host', async ({ server, admin, req }) => {
    expectFailure(await req('GET', BASE, undefined, { host: 'admin.localhost' }), 401, 'UNAUTHORIZED');
    const company = await createCompany(server.app, admin, 'tokenco');
    const owner = await tenantHeaders(server.harness, 'tokenco', { id: company.owner.id, role: 'owner' }, company.id);
    expectFailure(
      await req('GET', BASE, undefined, { host: 'admin.localhost', authorization: owner.authorization }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('GET /api/super-admin/companies/check-subdomain', () => {
  it('is matched before /:id and answers data.available', async ({ server, admin, req }) => {
    await createCompany(server.app, admin, 'taken-one');
    const taken = await req('GET', `${BASE}/check-subdomain?subdomain=taken-one`);
    expect(expectSuccess(taken, 'GET', `${BASE}/check-subdomain`)).toEqual({ available: false });
    expect(taken.body.message).toBe('Subdomain is already taken');
    const free = await req('GET', `${BASE}/check-subdomain?subdomain=free-one`);
    expect(free.body).toMatchObject({ message: 'Subdomain is available', data: { available: true } });
  });

  it('answers 400 for a malformed or reserved subdomain, 401 without a token', async ({ req }) => {
    expectFailure(await req('GET', `${BASE}/check-subdomain?subdomain=ab`), 400, 'VALIDATION_ERROR', {
      path: 'subdomain',
    });
    expectFailure(await req('GET', `${BASE}/check-subdomain?subdomain=admin`), 400, 'VALIDATION_ERROR', {
      path: 'subdomain',
      msg: 'This subdomain is reserved',
    });
    expectFailure(
      await req('GET', `${BASE}/check-subdomain?subdomain=free`, undefined, { host: 'admin.localhost' }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('GET, PUT, DELETE /api/super-admin/companies/:id and PATCH .../status', () => {
  let id: number;
  it.beforeAll(async ({ server, admin }) => {
    id = (await createCompany(server.app, admin, 'edit-me')).id;
    await createCompany(server.app, admin, 'other-co');
  });

  it('gets one company as data.company', async ({ req }) => {
    const data = expectSuccess(await req('GET', `${BASE}/${id}`), 'GET', `${BASE}/:id`);
    expect(data.company).toMatchObject({ id, _id: id, subdomain: 'edit-me' });
  });

  it('answers 404 for an unknown id and 400 for an id that is no number', async ({ req }) => {
    expectFailure(await req('GET', `${BASE}/999999`), 404, 'NOT_FOUND');
    expectFailure(await req('GET', `${BASE}/abc`), 400, 'VALIDATION_ERROR', { path: 'id', msg: 'Invalid company id' });
    expectFailure(await req('GET', `${BASE}/${id}`, undefined, { host: 'admin.localhost' }), 401, 'UNAUTHORIZED');
  });

  it('updates from JSON (name, not companyName); the id in the URL wins over one in the body', async ({ req }) => {
    const res = await req('PUT', `${BASE}/${id}`, { id: 424242, name: 'Edited Name', owner: { name: 'New Owner' } });
    const data = expectSuccess(res, 'PUT', `${BASE}/:id`);
    expect(res.body.message).toBe('Company updated successfully');
    expect(data.company).toMatchObject({ id, name: 'Edited Name', owner: { name: 'New Owner' } });
  });

  it('answers 400, 404 and 409 on update', async ({ req }) => {
    expectFailure(await req('PUT', `${BASE}/${id}`, { themeColor: 'red' }), 400, 'VALIDATION_ERROR', {
      path: 'themeColor',
      msg: 'Please enter a valid hex color',
    });
    expectFailure(await req('PUT', `${BASE}/999999`, { name: 'Ghost Co' }), 404, 'NOT_FOUND');
    expectFailure(await req('PUT', `${BASE}/${id}`, { subdomain: 'other-co' }), 409, 'CONFLICT', { path: 'subdomain' });
    expectFailure(
      await req('PUT', `${BASE}/${id}`, { name: 'X Co' }, { host: 'admin.localhost' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('sets the status, answering the product message; 400 for a bad status, 404 for an unknown id', async ({ req }) => {
    const res = await req('PATCH', `${BASE}/${id}/status`, { status: 'inactive' });
    const data = expectSuccess(res, 'PATCH', `${BASE}/:id/status`);
    expect(res.body.message).toBe('Company marked as inactive. All users have been logged out automatically.');
    expect(data.company).toMatchObject({ id, status: 'inactive' });
    expectFailure(await req('PATCH', `${BASE}/${id}/status`, { status: 'archived' }), 400, 'VALIDATION_ERROR', {
      path: 'status',
      msg: 'Status must be active or inactive',
    });
    expectFailure(await req('PATCH', `${BASE}/999999/status`, { status: 'active' }), 404, 'NOT_FOUND');
    expectFailure(
      await req('PATCH', `${BASE}/${id}/status`, { status: 'active' }, { host: 'admin.localhost' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('deletes, after which the company is gone (404)', async ({ server, admin, req }) => {
    const doomed = await createCompany(server.app, admin, 'doomed');
    expectFailure(
      await req('DELETE', `${BASE}/${doomed.id}`, undefined, { host: 'admin.localhost' }),
      401,
      'UNAUTHORIZED',
    );
    const res = await req('DELETE', `${BASE}/${doomed.id}`);
    expectSuccess(res, 'DELETE', `${BASE}/:id`);
    expect(res.body.message).toBe('Company deleted successfully');
    expectFailure(await req('GET', `${BASE}/${doomed.id}`), 404, 'NOT_FOUND');
    expectFailure(await req('DELETE', `${BASE}/${doomed.id}`), 404, 'NOT_FOUND');
  });
});

describe('GET /api/super-admin/companies/:id/neighbours', () => {
  it('answers the previous and next ids in the order the query gives, 404 for an unknown id', async ({
    server,
    admin,
    req,
  }) => {
    const first = await createCompany(server.app, admin, 'nb-one');
    const second = await createCompany(server.app, admin, 'nb-two');
    const res = await req('GET', `${BASE}/${second.id}/neighbours?search=nb-&sort=name&order=asc`);
    expect(expectSuccess(res, 'GET', `${BASE}/:id/neighbours`)).toEqual({
      previousId: first.id,
      nextId: first.id,
      position: 2,
      total: 2,
    });
    expectFailure(await req('GET', `${BASE}/999999/neighbours`), 404, 'NOT_FOUND');
    expectFailure(await req('GET', `${BASE}/${first.id}/neighbours?sort=colour`), 400, 'VALIDATION_ERROR', {
      path: 'sort',
    });
  });
});
