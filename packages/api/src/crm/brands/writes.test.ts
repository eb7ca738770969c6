/** crm.brands create / update / get / remove: fields, custom column rules, logos (docs/product/crm.md#brands, #rest-paths). */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import {
  addLead,
  brandLogoKeys,
  crmAppTest,
  crmOf,
  failureOf,
  storedBrands,
  svgUpload,
  tinyJpeg,
  tinyPng,
  upload,
} from '../test-fixtures';

const m = MESSAGES.crm.brands;

const it = crmAppTest('bw');

it.beforeAll(async ({ a }) => {
  const columns = crmOf(a).customColumns;
  await columns.create({
    entity: 'brand',
    name: 'budget',
    label: 'Budget',
    type: 'number',
    validation: { minValue: 0, maxValue: 100 },
  });
  await columns.create({ entity: 'brand', name: 'tier', label: 'Tier', type: 'select', options: [{ label: 'Gold' }] });
  await columns.create({ entity: 'brand', name: 'since', label: 'Since', type: 'date' });
  await columns.create({ entity: 'brand', name: 'vip', label: 'VIP', type: 'boolean' });
  await columns.create({ entity: 'brand', name: 'region', label: 'Region', type: 'text', isRequired: true });
});

const refused = (path: string, msg: string) => ({ status: 400, errors: [{ path, msg }] });

describe('create and get', () => {
  it('stores every field and answers the documented brand', async ({ a }) => {
    const { brand, message } = await crmOf(a).brands.create({
      name: '  Acme  ',
      description: 'Line one\nline two',
      phone: '+91 98765 43210',
      website: 'acme.example',
      brandOwner: a.admin.id,
      address: { street: '1 Main St', city: 'Pune', state: 'MH', country: 'India', pinCode: '411001' },
      socialMedia: { linkedin: 'https://linkedin.com/acme' },
      customFields: {
        region: 'West',
        budget: '42',
        tier: 'gold',
        since: '2024-02-29',
        vip: 'true',
        industry: 'Retail',
      },
    });
    expect(message).toBe(m.created);
    expect(brand).toMatchObject({
      _id: brand.id,
      name: 'Acme',
      industry: 'Retail',
      website: 'acme.example',
      brandOwner: {
        id: a.admin.id,
        _id: a.admin.id,
        name: 'Ada Admin',
        email: a.admin.email,
        profile: { avatar: null },
      },
      address: { city: 'Pune', pinCode: '411001', street: '1 Main St' },
      socialMedia: { linkedin: 'https://linkedin.com/acme', twitter: null },
      customFields: { region: 'West', budget: 42, tier: 'gold', since: '2024-02-29', vip: true },
      logo: null,
    });
    expect((await crmOf(a).brands.get({ id: brand.id })).brand).toEqual(brand);
  });

  it('enforces each column rule and refuses unknown keys, naming the field; nothing is stored', async ({ app, a }) => {
    const before = await storedBrands(app, a.company.id);
    const ok = { name: 'Rules', customFields: { region: 'N' } };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ region: '' }, 'customFields.region', m.fieldRequired('Region')],
      [{ region: 'N', budget: 101 }, 'customFields.budget', m.fieldMax('Budget', 100)],
      [{ region: 'N', budget: -1 }, 'customFields.budget', m.fieldMin('Budget', 0)],
      [{ region: 'N', budget: 'lots' }, 'customFields.budget', m.fieldNumber('Budget')],
      [{ region: 'N', tier: 'silver' }, 'customFields.tier', m.fieldOption('Tier')],
      [{ region: 'N', since: '2023-02-29' }, 'customFields.since', m.fieldDate('Since')],
      [{ region: 'N', since: '01/02/2024' }, 'customFields.since', m.fieldDate('Since')],
      [{ region: 'N', vip: 'yes' }, 'customFields.vip', m.fieldBoolean('VIP')],
      [{ region: 'N', colour: 'red' }, 'customFields.colour', m.unknownField('colour')],
      [{ region: 'N', createdAt: '2024-01-01' }, 'customFields.createdAt', m.unknownField('createdAt')],
    ];
    for (const [customFields, path, msg] of cases) {
      expect(await failureOf(crmOf(a).brands.create({ ...ok, customFields })), path).toMatchObject(refused(path, msg));
    }
    expect(await failureOf(crmOf(a).brands.create({ ...ok, name: ' ' }))).toMatchObject(
      refused('name', m.nameRequired),
    );
    expect(
      await failureOf(crmOf(a).brands.create({ ...ok, brandOwner: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject(refused('brandOwner', m.ownerInvalid));
    expect(await storedBrands(app, a.company.id)).toEqual(before);
  });
});

describe('update', () => {
  it('changes what is sent, merges custom fields, clears with null or empty', async ({ a }) => {
    const { brand } = await crmOf(a).brands.create({
      name: 'Patchy',
      notes: 'keep',
      customFields: { region: 'S', budget: 5 },
    });
    const { brand: after, message } = await crmOf(a).brands.update({
      id: brand.id,
      industry: 'Food',
      notes: '',
      customFields: { budget: null, tier: 'gold' },
    });
    expect(message).toBe(m.updated);
    expect(after).toMatchObject({
      name: 'Patchy',
      industry: 'Food',
      notes: null,
      customFields: { region: 'S', tier: 'gold' },
    });
    expect(await failureOf(crmOf(a).brands.update({ id: brand.id, customFields: { region: null } }))).toMatchObject(
      refused('customFields.region', m.fieldRequired('Region')),
    );
  });

  it('answers 404 for an unknown brand', async ({ a }) => {
    expect(
      await failureOf(crmOf(a).brands.update({ id: '00000000-0000-4000-8000-000000000000', name: 'X' })),
    ).toMatchObject({
      status: 404,
      message: m.notFound,
    });
  });
});

describe('logos', () => {
  it('takes PNG or JPG, replaces and removes them, and refuses other files', async ({ storage, a }) => {
    const { brand } = await crmOf(a).brands.create({
      name: 'Logo',
      customFields: { region: 'E' },
      logo: upload('l.png', tinyPng()),
    });
    const [first] = brandLogoKeys(storage, a.company.id);
    expect(brand.logo).toContain(`/api/files/${first}?exp=`);
    await crmOf(a).brands.update({ id: brand.id, logo: upload('l.jpg', tinyJpeg(), 'image/jpeg') });
    const keys = brandLogoKeys(storage, a.company.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(first);
    expect(keys[0]).toMatch(/\.jpg$/);
    expect((await crmOf(a).brands.update({ id: brand.id, removeLogo: true })).brand.logo).toBeNull();
    expect(brandLogoKeys(storage, a.company.id)).toEqual([]);

    expect(await failureOf(crmOf(a).brands.update({ id: brand.id, logo: svgUpload() }))).toMatchObject({ status: 415 });
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00');
    expect(await failureOf(crmOf(a).brands.update({ id: brand.id, logo: upload('l.gif', gif) }))).toMatchObject({
      status: 415,
      errors: [{ path: 'logo', msg: m.logoNotImage }],
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(tinyPng());
    expect(await failureOf(crmOf(a).brands.update({ id: brand.id, logo: upload('big.png', big) }))).toMatchObject({
      status: 413,
      errors: [{ path: 'logo', msg: m.logoTooLarge }],
    });
    expect(brandLogoKeys(storage, a.company.id)).toEqual([]);
  });
});

describe('remove', () => {
  it('refuses a brand with leads, naming how many; deletes one without and its logo', async ({ app, storage, a }) => {
    const { brand: held } = await crmOf(a).brands.create({ name: 'Held', customFields: { region: 'W' } });
    await addLead(app, a.company.id, held.id);
    await addLead(app, a.company.id, held.id);
    expect(await failureOf(crmOf(a).brands.remove({ id: held.id }))).toMatchObject({
      status: 409,
      message: m.hasLeads(2),
    });

    const { brand } = await crmOf(a).brands.create({
      name: 'Gone',
      customFields: { region: 'W' },
      logo: upload('l.png', tinyPng()),
    });
    expect(await crmOf(a).brands.remove({ id: brand.id })).toEqual({ message: m.deleted, id: brand.id, _id: brand.id });
    expect(await failureOf(crmOf(a).brands.get({ id: brand.id }))).toMatchObject({ status: 404 });
    expect(brandLogoKeys(storage, a.company.id)).toEqual([]);
  });
});
