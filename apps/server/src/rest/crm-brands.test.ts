/** The CRM brand REST paths (docs/product/crm.md#rest-paths) on a company host, through fastify.inject. */
import { describe, expect } from 'vitest';

import type { SerializedBrand } from '@app/api/crm/brands/serialize';
import { MESSAGES } from '@app/contracts';

import { expectFailure, expectSuccess } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';
import { fillPath, oversize, pngFile, sendForm, svgFile } from '../testing/rest-platform';

const BASE = '/api/crm/brands';
const ONE = `${BASE}/:id`;
const GHOST = '00000000-0000-4000-8000-000000000000';
const m = MESSAGES.crm.brands;

/**
 * Companies rest-crm-a (with brand columns budget and tier) and rest-crm-b, signed in as every
 * role; tests call as a's team member unless given headers.
 */
const it = restTest({ signedIn: ['rest-crm-a', 'rest-crm-b'], as: 'team_member' });

it.beforeAll(async ({ server, signedIn: [a] }) => {
  const columns = server.harness.call(a.request.owner).crm.customColumns;
  await columns.create({
    entity: 'brand',
    name: 'budget',
    label: 'Budget',
    type: 'number',
    validation: { maxValue: 1000 },
  });
  await columns.create({ entity: 'brand', name: 'tier', label: 'Tier', type: 'select', options: [{ label: 'Gold' }] });
});
const one = (id: string) => fillPath(ONE, { id });
const create = async (req: JsonCall, body: object) =>
  expectSuccess(await req('POST', BASE, body), 'POST', BASE).brand as SerializedBrand;

describe('POST and PUT /api/crm/brands', () => {
  it('creates from JSON (201) and from multipart with flattened fields and a logo', async ({
    server,
    req,
    signedIn: [a],
  }) => {
    const json = await create(req, { name: 'Json Brand', address: { city: 'Pune' }, customFields: { budget: 5 } });
    expect(json).toMatchObject({ _id: json.id, address: { city: 'Pune' }, customFields: { budget: 5 } });
    const form = await sendForm(server.app, 'POST', BASE, a.request.admin, {
      name: 'Form Brand',
      'address[street]': '1 Road',
      'address[pinCode]': '411001',
      'socialMedia[twitter]': '@form',
      'customFields[budget]': '250',
      'customFields[tier]': 'gold',
      brandOwner: a.member.id,
      logo: pngFile(),
    });
    const brand = expectSuccess(form, 'POST', BASE).brand as SerializedBrand;
    expect(form.body.message).toBe(m.created);
    expect(brand).toMatchObject({
      address: { street: '1 Road', pinCode: '411001' },
      socialMedia: { twitter: '@form' },
      customFields: { budget: 250, tier: 'gold' },
      brandOwner: { id: a.member.id, name: 'Terry Teammate' },
      logo: expect.stringContaining('/api/files/companies/'),
    });
    // The logo URL is signed: it serves the image on the company's host, and nothing without the signature.
    const served = await server.app.inject({
      method: 'GET',
      url: brand.logo!,
      headers: { host: a.request.owner.host },
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    const unsigned = await server.app.inject({
      method: 'GET',
      url: brand.logo!.split('?')[0]!,
      headers: { host: a.request.owner.host },
    });
    expect(unsigned.statusCode).toBe(403);
    const removed = await sendForm(server.app, 'PUT', one(brand.id), a.request.owner, {
      removeLogo: 'true',
      name: 'Renamed',
    });
    expect(expectSuccess(removed, 'PUT', ONE).brand).toMatchObject({ name: 'Renamed', logo: null });
    const edited = await req('PUT', one(brand.id), { customFields: { tier: '' }, industry: 'Media' });
    expect(expectSuccess(edited, 'PUT', ONE).brand).toMatchObject({ industry: 'Media', customFields: { budget: 250 } });
  });

  it('answers 400 naming the field, 413 and 415 for bad logos', async ({ server, req, signedIn: [a] }) => {
    expectFailure(await req('POST', BASE, {}), 400, 'VALIDATION_ERROR', { path: 'name', msg: m.nameRequired });
    expectFailure(await req('POST', BASE, { name: 'X', customFields: { budget: 5000 } }), 400, 'VALIDATION_ERROR', {
      path: 'customFields.budget',
      msg: m.fieldMax('Budget', 1000),
    });
    expectFailure(await req('POST', BASE, { name: 'X', customFields: { shoe: 1 } }), 400, 'VALIDATION_ERROR', {
      path: 'customFields.shoe',
      msg: m.unknownField('shoe'),
    });
    const svg = await sendForm(server.app, 'POST', BASE, a.request.owner, { name: 'Svg', logo: svgFile() });
    expectFailure(svg, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'logo' });
    const big = await sendForm(server.app, 'POST', BASE, a.request.owner, { name: 'Big', logo: oversize(pngFile()) });
    expectFailure(big, 413, 'PAYLOAD_TOO_LARGE', { path: 'logo' });
    const avatar = await sendForm(server.app, 'POST', BASE, a.request.owner, { name: 'Av', avatar: pngFile() });
    expectFailure(avatar, 400, 'VALIDATION_ERROR', { path: 'avatar' });
  });
});

describe('GET /api/crm/brands, /dropdown, /:id and /api/crm/company-users', () => {
  it('lists with pagination and stats from the query, sorted by a custom column', async ({ req }) => {
    await create(req, { name: 'Sort Low', customFields: { budget: 1 } });
    await create(req, { name: 'Sort High', customFields: { budget: 999 } });
    const res = await req('GET', `${BASE}?search=sort&sort=budget&order=desc&limit=50`);
    const data = expectSuccess(res, 'GET', BASE);
    expect((data.brands as SerializedBrand[]).map((x) => x.name)).toEqual(['Sort High', 'Sort Low']);
    expect(data.pagination).toEqual({ page: 1, limit: 50, total: 2, pages: 1 });
    expect(data.stats).toMatchObject({ total: expect.any(Number), thisWeek: expect.any(Number), lastWeek: 0 });
    expectFailure(await req('GET', `${BASE}?limit=500`), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await req('GET', `${BASE}?sort=shoeSize`), 400, 'VALIDATION_ERROR', { path: 'sort' });
  });

  it('answers the dropdown (matched before /:id), one brand, and the users', async ({ req, signedIn: [a] }) => {
    const brand = await create(req, { name: 'Picked' });
    const dropdown = expectSuccess(await req('GET', `${BASE}/dropdown`), 'GET', `${BASE}/dropdown`);
    expect(dropdown.brands).toContainEqual({ _id: brand.id, id: brand.id, name: 'Picked' });
    expect(expectSuccess(await req('GET', one(brand.id)), 'GET', ONE).brand).toMatchObject({ id: brand.id });
    const users = expectSuccess(await req('GET', '/api/crm/company-users'), 'GET', '/api/crm/company-users');
    expect((users.users as { email: string }[]).map((u) => u.email).sort()).toEqual(
      [a.admin.email, a.member.email, a.owner.email].sort(),
    );
    expectFailure(await req('GET', one('nope')), 400, 'VALIDATION_ERROR', { path: 'id' });
  });
});

describe('DELETE /api/crm/brands/:id and POST /bulk', () => {
  it('deletes, answers 404 after, and bulk answers a result per id', async ({ req, signedIn: [a] }) => {
    const gone = await create(req, { name: 'Gone' });
    expect(expectSuccess(await req('DELETE', one(gone.id)), 'DELETE', ONE)).toEqual({ id: gone.id, _id: gone.id });
    expectFailure(await req('DELETE', one(gone.id)), 404, 'NOT_FOUND');
    const x = await create(req, { name: 'Bulk X' });
    const res = await req('POST', `${BASE}/bulk`, {
      action: 'changeOwner',
      ids: [x.id, GHOST],
      brandOwner: a.admin.id,
    });
    expect(res.body.message).toBe(m.bulkPartial(1, 2));
    expect(expectSuccess(res, 'POST', `${BASE}/bulk`)).toEqual({
      results: [
        { id: x.id, ok: true },
        { id: GHOST, ok: false, message: m.notFound },
      ],
      counts: { succeeded: 1, failed: 1 },
    });
    const field = await req('POST', `${BASE}/bulk`, {
      action: 'updateField',
      ids: [x.id],
      field: 'tier',
      value: 'gold',
    });
    expect(field.body.message).toBe(m.fieldUpdatedBulk('Tier', 1));
    expectFailure(await req('POST', `${BASE}/bulk`, { action: 'delete', ids: [] }), 400, 'VALIDATION_ERROR', {
      path: 'ids',
    });
  });

  it("treats another company's brand as unknown (404) and leaves it", async ({ req, signedIn: [, b] }) => {
    const theirs = expectSuccess(await req('POST', BASE, { name: 'Theirs' }, b.request.owner), 'POST', BASE)
      .brand as SerializedBrand;
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Stolen' }], ['DELETE']] as const) {
      expectFailure(await req(method, one(theirs.id), payload), 404, 'NOT_FOUND');
    }
    const list = expectSuccess(await req('GET', `${BASE}?search=theirs`), 'GET', BASE);
    expect(list.brands).toEqual([]);
    const still = await req('GET', one(theirs.id), undefined, b.request.owner);
    expect(expectSuccess(still, 'GET', ONE).brand).toMatchObject({ name: 'Theirs' });
  });
});
