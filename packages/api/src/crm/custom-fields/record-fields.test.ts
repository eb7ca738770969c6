/**
 * Custom fields on leads, meetings and enquiries: defined per entity, checked on every write (400
 * naming the field, nothing stored), listed, sorted, filtered, searched and exported, and removed
 * from every record with the field.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { JOB_QUEUES, sql, tenantTables, withTenant } from '@app/db';

import { createContext } from '../../core/context';
import { createCaller } from '../../root';
import type { SignedInCompany } from '../../testing/signed-in-company';
import { memorySink } from '../exports/memory-sink';
import { parseCsv } from '../exports/read-back';
import { brandAndLead, crmAppTest, crmOf, failureOf } from '../record-fixtures';
import { CLEANUP_BATCH, cleanupCustomField, type CleanupJob } from './cleanup';

/** A's brand and lead (`brandId`, `leadId`), there before the first test. */
const it = crmAppTest('rcf')
  .extend('acme', { scope: 'file', auto: true }, ({ a }) => brandAndLead(a))
  .extend('brandId', { scope: 'file' }, ({ acme }) => acme.brand.id)
  .extend('leadId', { scope: 'file' }, ({ acme }) => acme.lead.id);

const cols = (company: SignedInCompany) => crmOf(company).customColumns;
const refused = (path: string, msg: string) => ({ status: 400, errors: [{ path, msg }] });

it.beforeAll(async ({ a }) => {
  await cols(a).create({
    entity: 'lead',
    name: 'region',
    label: 'Region',
    type: 'select',
    options: [{ label: 'North' }, { label: 'South India' }],
  });
  await cols(a).create({ entity: 'lead', name: 'seats', label: 'Seats', type: 'number', validation: { minValue: 1 } });
  await cols(a).create({ entity: 'lead', name: 'source', label: 'Source', type: 'text' });
  await cols(a).create({ entity: 'meeting', name: 'agenda', label: 'Agenda', type: 'text', isRequired: true });
  await cols(a).create({ entity: 'enquiry', name: 'renewal', label: 'Renewal', type: 'boolean' });
});

describe('fields per entity', () => {
  it('lists only the entity’s own fields, and refuses a name the record already has', async ({ a }) => {
    const { columns } = await cols(a).list({ entity: 'lead' });
    expect(columns.map((c) => [c.name, c.entity, c.isSystem, c.isDefault])).toEqual([
      ['region', 'lead', false, false],
      ['seats', 'lead', false, false],
      ['source', 'lead', false, false],
    ]);
    expect((await cols(a).list({ entity: 'brand' })).columns.some((c) => c.entity !== 'brand')).toBe(false);
    expect(await failureOf(cols(a).create({ entity: 'lead', name: 'Stage', label: 'S', type: 'text' }))).toMatchObject(
      refused('name', MESSAGES.crm.columns.nameReserved('Stage', 'lead')),
    );
    // A brand's built-in column name is free on a lead.
    expect(
      (await cols(a).create({ entity: 'lead', name: 'industry', label: 'Industry', type: 'text' })).column,
    ).toMatchObject({
      entity: 'lead',
      name: 'industry',
    });
  });

  it('is the company’s own: another company sees none of them', async ({ b }) => {
    expect((await crmOf(b).customColumns.list({ entity: 'lead' })).columns).toEqual([]);
  });
});

describe('values on write', () => {
  it('stores checked values and answers them in customFields', async ({ a, leadId }) => {
    const { lead } = await crmOf(a).leads.update({
      id: leadId,
      customFields: { region: 'south_india', seats: '12', source: ' Fair ' },
    });
    expect(lead.customFields).toEqual({ region: 'south_india', seats: 12, source: 'Fair' });
    const cleared = await crmOf(a).leads.update({ id: leadId, customFields: { source: '' } });
    expect(cleared.lead.customFields).toEqual({ region: 'south_india', seats: 12 });
  });

  it('refuses a wrong type, a value out of bounds, an unknown option or field, naming it, and stores nothing', async ({
    a,
    brandId,
    leadId,
  }) => {
    const f = MESSAGES.crm.customFields;
    const leads = crmOf(a).leads;
    expect(await failureOf(leads.update({ id: leadId, customFields: { seats: 'many' } }))).toMatchObject(
      refused('customFields.seats', f.fieldNumber('Seats')),
    );
    expect(await failureOf(leads.update({ id: leadId, customFields: { seats: 0 } }))).toMatchObject(
      refused('customFields.seats', f.fieldMin('Seats', 1)),
    );
    expect(await failureOf(leads.update({ id: leadId, customFields: { region: 'east' } }))).toMatchObject(
      refused('customFields.region', f.fieldOption('Region')),
    );
    expect(
      await failureOf(leads.create({ brandId, clientName: 'X', csPersonId: a.member.id, customFields: { tier: 'a' } })),
    ).toMatchObject(refused('customFields.tier', f.unknownField('tier')));
    expect((await leads.get({ id: leadId })).lead.customFields).toEqual({ region: 'south_india', seats: 12 });
    expect((await leads.list({ search: 'X', limit: 100 })).leads.some((l) => l.clientName === 'X')).toBe(false);
  });

  it('holds required fields on create and on an update that sends custom fields', async ({ a, leadId }) => {
    const agenda = MESSAGES.crm.customFields.fieldRequired('Agenda');
    const meetings = crmOf(a).meetings;
    const base = { leadId, scheduledDate: '2026-12-01T10:00:00Z' };
    expect(await failureOf(meetings.create(base))).toMatchObject(refused('customFields.agenda', agenda));
    const { meeting } = await meetings.create({ ...base, customFields: { agenda: 'Pricing' } });
    expect(meeting.customFields).toEqual({ agenda: 'Pricing' });
    expect(await failureOf(meetings.update({ id: meeting.id, customFields: { agenda: null } }))).toMatchObject(
      refused('customFields.agenda', agenda),
    );
    expect((await meetings.update({ id: meeting.id, location: 'Pune' })).meeting.customFields).toEqual({
      agenda: 'Pricing',
    });
  });

  it('takes booleans as true/false on an enquiry', async ({ a, leadId }) => {
    const enquiries = crmOf(a).enquiries;
    const { enquiry } = await enquiries.create({ leadId, requirement: 'CRM', customFields: { renewal: 'true' } });
    expect(enquiry.customFields).toEqual({ renewal: true });
    expect(await failureOf(enquiries.update({ id: enquiry.id, customFields: { renewal: 'yes' } }))).toMatchObject(
      refused('customFields.renewal', MESSAGES.crm.customFields.fieldBoolean('Renewal')),
    );
  });
});

describe('lists', () => {
  it.beforeAll(async ({ a, brandId }) => {
    const leads = crmOf(a).leads;
    const add = (clientName: string, customFields: Record<string, unknown>) =>
      leads.create({ brandId, clientName, csPersonId: a.member.id, customFields });
    await add('Seats Five', { seats: 5, region: 'north', source: 'Referral from Meera' });
    await add('Seats Forty', { seats: 40, region: 'north' });
    await add('No Seats', {});
  });

  it('sorts by a custom field in its type’s order, empty last', async ({ a }) => {
    const { leads } = await crmOf(a).leads.list({ sort: 'customFields.seats', order: 'asc', limit: 100 });
    expect(leads.map((l) => l.customFields.seats ?? null).slice(0, 3)).toEqual([5, 12, 40]);
    expect(leads.at(-1)!.customFields.seats).toBeUndefined();
    expect(await failureOf(crmOf(a).leads.list({ sort: 'customFields.nope' }))).toMatchObject({
      status: 400,
      errors: [{ path: 'sort' }],
    });
  });

  it('filters by one custom field, and says which field or value is wrong', async ({ a }) => {
    const leads = crmOf(a).leads;
    const north = await leads.list({ customField: 'region', customValue: 'north', limit: 100 });
    expect(north.leads.map((l) => l.clientName).sort()).toEqual(['Seats Five', 'Seats Forty']);
    expect(north.pagination.total).toBe(2);
    expect((await leads.list({ customField: 'seats', customValue: '40' })).leads.map((l) => l.clientName)).toEqual([
      'Seats Forty',
    ]);
    expect(await failureOf(leads.list({ customField: 'nope', customValue: 'x' }))).toMatchObject(
      refused('customField', MESSAGES.crm.columns.customFilterUnknown('nope')),
    );
    expect(await failureOf(leads.list({ customField: 'region' }))).toMatchObject(
      refused('customValue', MESSAGES.crm.columns.customFilterValueRequired),
    );
  });

  it('searches text fields and a select by the label people read', async ({ a }) => {
    const leads = crmOf(a).leads;
    expect((await leads.list({ search: 'meera' })).leads.map((l) => l.clientName)).toEqual(['Seats Five']);
    expect((await leads.list({ search: 'south ind' })).leads.map((l) => l.clientName)).toEqual(['Asha Rao']);
  });

  it('exports every custom field as its own column, a select as its label', async ({ app, a }) => {
    const out = memorySink();
    const caller = createCaller({
      ...createContext(app.deps, { ip: '127.0.0.1', ...a.request.owner }),
      download: out.sink,
    });
    await caller.crm.exports.leads({ format: 'csv', sort: 'clientName', order: 'asc' });
    const [header, ...rows] = parseCsv(out.text());
    const at = (name: string) => header!.indexOf(name);
    expect(at('Region')).toBeGreaterThan(at('Created (UTC)'));
    const five = rows.find((r) => r[1] === 'Seats Five')!;
    expect([five[at('Region')], five[at('Seats')], five[at('Source')]]).toEqual(['North', '5', 'Referral from Meera']);
  });
});

describe('column changes', () => {
  it('refuses a type change while leads hold values, counting them', async ({ a }) => {
    const seats = (await cols(a).list({ entity: 'lead' })).columns.find((c) => c.name === 'seats')!;
    expect(await failureOf(cols(a).update({ id: seats.id, type: 'text' }))).toMatchObject({
      message: MESSAGES.crm.columns.typeInUse(3, 'lead'),
    });
  });

  it('removes a field and its values from every record; the same name again starts empty', async ({ a }) => {
    const source = (await cols(a).list({ entity: 'lead' })).columns.find((c) => c.name === 'source')!;
    await cols(a).remove({ id: source.id });
    const { leads } = await crmOf(a).leads.list({ limit: 100 });
    expect(leads.some((l) => 'source' in l.customFields)).toBe(false);
    await cols(a).create({ entity: 'lead', name: 'source', label: 'Source', type: 'text' });
    expect((await crmOf(a).leads.list({ search: 'meera' })).leads).toEqual([]);
  });
});

describe('removing a field many records hold', () => {
  it('strips the first batch at once, the rest in the background, and keeps the name until then', async ({
    app,
    a,
    brandId,
  }) => {
    const { column } = await cols(a).create({ entity: 'lead', name: 'batch', label: 'Batch', type: 'text' });
    const total = CLEANUP_BATCH + 500;
    await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute(sql`insert into ${tenantTables.leads} (brand_id, client_name, custom_fields)
        select ${brandId}, 'Bulk ' || n, '{"batch": "x"}'::jsonb from generate_series(1, ${total}) n`),
    );
    const holders = () =>
      withTenant(app.deps.db, a.company.id, async (tx) => {
        const [row] = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from ${tenantTables.leads} where custom_fields ? 'batch'`,
        );
        return row!.n;
      });
    await cols(a).remove({ id: column.id });
    expect(await holders()).toBe(total - CLEANUP_BATCH);
    const jobs = await app.deps.db.execute<{ data: CleanupJob }>(
      sql`select data from pgboss.job where name = ${JOB_QUEUES.customFieldCleanup.name}`,
    );
    expect(jobs.map((j) => j.data)).toContainEqual({ companyId: a.company.id, entity: 'lead', name: 'batch' });
    const again = { entity: 'lead' as const, name: 'batch', label: 'Batch', type: 'text' as const };
    expect(await failureOf(cols(a).create(again))).toMatchObject({
      status: 409,
      message: MESSAGES.crm.columns.nameBeingRemoved,
    });
    await cleanupCustomField(app.deps, { companyId: a.company.id, entity: 'lead', name: 'batch' });
    expect(await holders()).toBe(0);
    expect((await cols(a).create(again)).column.name).toBe('batch');
  });
});

describe('the lead timeline', () => {
  it('records each custom field change with its label and the values people read', async ({ a, brandId }) => {
    const { lead } = await crmOf(a).leads.create({
      brandId,
      clientName: 'Timeline',
      csPersonId: a.member.id,
      customFields: { region: 'north' },
    });
    await crmOf(a).leads.update({ id: lead.id, customFields: { region: 'south_india', seats: 3 } });
    const { activity } = await crmOf(a).leadActivity.list({ id: lead.id, limit: 10 });
    const changes = activity.filter((e) => e.kind === 'field_changed');
    expect(changes.map((e) => [e.field, e.subject, e.oldValue, e.newValue])).toEqual(
      expect.arrayContaining([
        ['customFields.region', 'Region', 'North', 'South India'],
        ['customFields.seats', 'Seats', null, '3'],
      ]),
    );
  });
});
