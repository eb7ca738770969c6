/**
 * Custom fields of leads, meetings and enquiries over REST: defined through
 * /api/crm/custom-columns?entity=…, written and read in each record's customFields, refused with
 * the field named, sorted and filtered through the list's query; owners and admins shape the
 * fields, members only read them, and another company's fields are out of reach.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

const COLUMNS = '/api/crm/custom-columns';

/**
 * Companies rest-cf-a and rest-cf-b, signed in as every role; tests call as a's owner unless
 * given headers. `aLead`: a new lead of a, in a brand of its own.
 */
const it = restTest({ signedIn: ['rest-cf-a', 'rest-cf-b'], as: 'owner' }).extend(
  'aLead',
  { scope: 'file' },
  ({ req, signedIn: [a] }) =>
    async () => {
      const brand = expectSuccess(
        await req('POST', '/api/crm/brands', { name: 'Fields Co' }),
        'POST',
        '/api/crm/brands',
      );
      const body = { brandId: (brand.brand as { id: string }).id, clientName: 'Meera', csPersonId: a.member.id };
      return (expectSuccess(await req('POST', '/api/crm/leads', body), 'POST', '/api/crm/leads').lead as { id: string })
        .id;
    },
);

describe('custom fields of a lead over REST', () => {
  it('defines a field, writes and reads it, sorts and filters by it', async ({ req, signedIn: [a], aLead }) => {
    const field = { entity: 'lead', name: 'region', label: 'Region', type: 'select', options: [{ label: 'North' }] };
    const created = expectSuccess(await req('POST', COLUMNS, field, a.request.admin), 'POST', COLUMNS);
    expect(created.column).toMatchObject({ entity: 'lead', name: 'region', isSystem: false });
    const listed = expectSuccess(
      await req('GET', `${COLUMNS}?entity=lead`, undefined, a.request.team_member),
      'GET',
      COLUMNS,
    );
    expect((listed.columns as { name: string }[]).map((c) => c.name)).toEqual(['region']);

    const id = await aLead();
    const put = await req('PUT', `/api/crm/leads/${id}`, { customFields: { region: 'north' } }, a.request.team_member);
    expect(expectSuccess(put, 'PUT', '/api/crm/leads/:id').lead).toMatchObject({ customFields: { region: 'north' } });
    const got = expectSuccess(await req('GET', `/api/crm/leads/${id}`), 'GET', '/api/crm/leads/:id');
    expect(got.lead).toMatchObject({ customFields: { region: 'north' } });

    const list = await req('GET', '/api/crm/leads?customField=region&customValue=north&sort=customFields.region');
    expect((expectSuccess(list, 'GET', '/api/crm/leads').leads as { id: string }[]).map((l) => l.id)).toEqual([id]);
  });

  it('answers 400 naming the field for a wrong value, an unknown field or sort, and changes nothing', async ({
    req,
    aLead,
  }) => {
    const id = await aLead();
    const bad = await req('PUT', `/api/crm/leads/${id}`, { customFields: { region: 'west' } });
    expectFailure(bad, 400, 'VALIDATION_ERROR', {
      path: 'customFields.region',
      msg: MESSAGES.crm.customFields.fieldOption('Region'),
    });
    const unknown = await req('PUT', `/api/crm/leads/${id}`, { customFields: { tier: 'x' } });
    expectFailure(unknown, 400, 'VALIDATION_ERROR', { path: 'customFields.tier' });
    expectFailure(await req('GET', '/api/crm/leads?sort=customFields.tier'), 400, 'VALIDATION_ERROR', { path: 'sort' });
    expectFailure(await req('GET', '/api/crm/leads?sort=nonsense'), 400, 'VALIDATION_ERROR', { path: 'sort' });
    const got = expectSuccess(await req('GET', `/api/crm/leads/${id}`), 'GET', '/api/crm/leads/:id');
    expect(got.lead).toMatchObject({ customFields: {} });
    const entity = await req('GET', `${COLUMNS}?entity=invoice`);
    expectFailure(entity, 400, 'VALIDATION_ERROR', { path: 'entity', msg: MESSAGES.crm.columns.entityInvalid });
  });

  it('lets only owners and admins shape the fields', async ({ req, signedIn: [a] }) => {
    const field = { entity: 'meeting', name: 'agenda', label: 'Agenda', type: 'text' };
    expectFailure(await req('POST', COLUMNS, field, a.request.team_member), 403, 'FORBIDDEN');
    const created = expectSuccess(await req('POST', COLUMNS, field, a.request.owner), 'POST', COLUMNS);
    const id = (created.column as { id: string }).id;
    expectFailure(await req('DELETE', `${COLUMNS}/${id}`, undefined, a.request.team_member), 403, 'FORBIDDEN');
    expectSuccess(await req('DELETE', `${COLUMNS}/${id}`, undefined, a.request.admin), 'DELETE', `${COLUMNS}/:id`);
  });

  it('keeps each company’s fields its own', async ({ server, req, signedIn: [, b] }) => {
    const field = { entity: 'enquiry', name: 'renewal', label: 'Renewal', type: 'boolean' };
    const created = expectSuccess(await req('POST', COLUMNS, field), 'POST', COLUMNS);
    const id = (created.column as { id: string }).id;
    const other = b.request.owner;
    const theirs = await call(server.app, { method: 'GET', url: `${COLUMNS}?entity=enquiry`, headers: other });
    expect(expectSuccess(theirs, 'GET', COLUMNS).columns).toEqual([]);
    const edit = await call(server.app, {
      method: 'PUT',
      url: `${COLUMNS}/${id}`,
      headers: other,
      payload: { label: 'Mine' },
    });
    expectFailure(edit, 404, 'NOT_FOUND');
  });
});
