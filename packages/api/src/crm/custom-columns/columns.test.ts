/** crm.customColumns.*: list, create, update, remove, reorder, visibility (docs/product/crm.md#custom-columns). */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import type { SignedInCompany } from '../../testing/signed-in-company';
import { addLead, crmAppTest, crmOf, failureOf, storedBrands } from '../test-fixtures';

const m = MESSAGES.crm.columns;

const it = crmAppTest('cols');

const columns = (company: SignedInCompany) => crmOf(company).customColumns;

describe('list', () => {
  it('starts with the built-in columns in position order', async ({ a }) => {
    const { columns: list } = await columns(a).list({ entity: 'brand' });
    expect(list.map((c) => [c.name, c.isSystem, c.isDefault])).toEqual([
      ['name', true, false],
      ['industry', false, true],
      ['phone', false, true],
      ['website', true, true],
      ['brandOwner', true, false],
      ['createdAt', true, false],
    ]);
    expect(list[0]).toMatchObject({ id: list[0]!.id, _id: list[0]!.id, entity: 'brand', label: 'Brand Name' });
  });
});

describe('create', () => {
  it('creates a select column with values derived from the labels, at the end', async ({ a }) => {
    const { column } = await columns(a).create({
      entity: 'brand',
      name: 'tier',
      label: 'Tier',
      type: 'select',
      options: [{ label: 'Gold Plus!' }, { label: 'Silver', value: 'ignored' }],
    });
    expect(column.options).toEqual([
      { label: 'Gold Plus!', value: 'gold_plus' },
      { label: 'Silver', value: 'silver' },
    ]);
    expect(column.position).toBe(6);
    expect(column).toMatchObject({ isSystem: false, isDefault: false, isVisible: true, isRequired: false });
  });

  it('refuses bad names, labels, option lists and bounds with the product texts, naming the field', async ({ a }) => {
    const base = { entity: 'brand' as const, label: 'X', type: 'text' as const };
    const refused = (path: string, msg: string) => ({ status: 400, errors: [{ path, msg }] });
    expect(await failureOf(columns(a).create({ ...base, name: '' }))).toMatchObject(refused('name', m.nameRequired));
    expect(await failureOf(columns(a).create({ ...base, name: '1abc' }))).toMatchObject(refused('name', m.nameFormat));
    expect(await failureOf(columns(a).create({ ...base, name: 'a b' }))).toMatchObject(refused('name', m.nameFormat));
    expect(await failureOf(columns(a).create({ ...base, name: 'ok', label: ' ' }))).toMatchObject(
      refused('label', m.labelRequired),
    );
    expect(await failureOf(columns(a).create({ ...base, name: 'ok', type: 'select' }))).toMatchObject(
      refused('options', m.selectNeedsOptions),
    );
    const twins = [{ label: 'A b' }, { label: 'a B' }];
    expect(await failureOf(columns(a).create({ ...base, name: 'ok', type: 'select', options: twins }))).toMatchObject(
      refused('options.1.label', m.optionDuplicate('a_b')),
    );
    const bounds = { minValue: 5, maxValue: 1 };
    expect(
      await failureOf(columns(a).create({ ...base, name: 'ok', type: 'number', validation: bounds })),
    ).toMatchObject(refused('validation.minValue', m.minAboveMax));
    expect((await columns(a).list({ entity: 'brand' })).columns.some((c) => c.name === 'ok')).toBe(false);
  });

  it('refuses a taken name (any case, 409) and brand field names', async ({ a }) => {
    expect(
      await failureOf(columns(a).create({ entity: 'brand', name: 'Industry', label: 'I', type: 'text' })),
    ).toMatchObject({
      status: 409,
      message: m.nameTaken,
    });
    expect(
      await failureOf(columns(a).create({ entity: 'brand', name: 'notes', label: 'N', type: 'text' })),
    ).toMatchObject({
      status: 400,
      message: m.nameReserved('notes'),
    });
  });
});

describe('update', () => {
  it('lets a system column change its label only, and locks every name', async ({ a }) => {
    const list = (await columns(a).list({ entity: 'brand' })).columns;
    const website = list.find((c) => c.name === 'website')!;
    const { column } = await columns(a).update({
      id: website.id,
      label: 'Site',
      type: 'text',
      name: 'website',
    });
    expect(column.label).toBe('Site');
    expect(await failureOf(columns(a).update({ id: website.id, type: 'number' }))).toMatchObject({
      status: 400,
      message: m.systemLabelOnly,
      errors: [{ path: 'type', msg: m.systemLabelOnly }],
    });
    expect(await failureOf(columns(a).update({ id: website.id, name: 'site' }))).toMatchObject({
      message: m.nameLocked,
    });
    const industry = list.find((c) => c.name === 'industry')!;
    expect(await failureOf(columns(a).update({ id: industry.id, type: 'number' }))).toMatchObject({
      message: m.builtInType,
    });
    expect((await columns(a).update({ id: industry.id, isRequired: true, label: 'Sector' })).column).toMatchObject({
      isRequired: true,
      label: 'Sector',
    });
    await columns(a).update({ id: industry.id, isRequired: false });
  });

  it('keeps stored values when options change; refuses a type change while brands hold values', async ({ a }) => {
    const { column } = await columns(a).create({
      entity: 'brand',
      name: 'size',
      label: 'Size',
      type: 'select',
      options: [{ label: 'Small' }, { label: 'Large' }],
    });
    const { brand } = await crmOf(a).brands.create({ name: 'Sized', customFields: { size: 'small' } });
    await columns(a).update({ id: column.id, options: [{ label: 'Large' }] });
    expect((await crmOf(a).brands.get({ id: brand.id })).brand.customFields).toEqual({ size: 'small' });
    expect(await failureOf(crmOf(a).brands.update({ id: brand.id, customFields: { size: 'small' } }))).toMatchObject({
      status: 400,
      errors: [{ path: 'customFields.size' }],
    });
    expect(await failureOf(columns(a).update({ id: column.id, type: 'text' }))).toMatchObject({
      message: m.typeInUse(1),
    });
    expect(await failureOf(columns(a).update({ id: column.id, options: [] }))).toMatchObject({
      message: m.selectNeedsOptions,
    });
  });

  it('answers 404 for an unknown column', async ({ a }) => {
    expect(
      await failureOf(columns(a).update({ id: '00000000-0000-4000-8000-000000000000', label: 'x' })),
    ).toMatchObject({
      status: 404,
      message: m.notFound,
    });
  });
});

describe('remove', () => {
  it('refuses system and default columns with the product text', async ({ a }) => {
    const list = (await columns(a).list({ entity: 'brand' })).columns;
    for (const name of ['name', 'industry', 'website', 'createdAt']) {
      const column = list.find((c) => c.name === name)!;
      expect(await failureOf(columns(a).remove({ id: column.id })), name).toMatchObject({
        status: 400,
        message: m.builtInDelete,
      });
    }
  });

  it('removes a custom column and its values from every brand', async ({ app, a }) => {
    const { column } = await columns(a).create({
      entity: 'brand',
      name: 'budget',
      label: 'Budget',
      type: 'number',
    });
    const { brand } = await crmOf(a).brands.create({ name: 'Budgeted', customFields: { budget: 10 } });
    await addLead(app, a.company.id, brand.id);
    expect(await columns(a).remove({ id: column.id })).toMatchObject({ message: m.deleted, id: column.id });
    const stored = (await storedBrands(app, a.company.id)).find((b) => b.id === brand.id)!;
    expect(stored.customFields).toEqual({});
    // A new column of the same name does not bring the old value back.
    await columns(a).create({ entity: 'brand', name: 'budget', label: 'Budget', type: 'text' });
    expect((await crmOf(a).brands.get({ id: brand.id })).brand.customFields).toEqual({});
  });
});

describe('reorder and visibility', () => {
  it('saves the whole order in one call and refuses ids that are not columns of the list', async ({ a }) => {
    const list = (await columns(a).list({ entity: 'brand' })).columns;
    const reversed = [...list].reverse().map((c, position) => ({ columnId: c.id, position }));
    const { columns: after } = await columns(a).reorder({ entity: 'brand', columnOrders: reversed });
    expect(after.map((c) => c.id)).toEqual([...list].reverse().map((c) => c.id));
    const before = (await columns(a).list({ entity: 'brand' })).columns;
    expect(
      await failureOf(
        columns(a).reorder({
          entity: 'brand',
          columnOrders: [
            { columnId: list[0]!.id, position: 0 },
            { columnId: '00000000-0000-4000-8000-000000000000', position: 1 },
          ],
        }),
      ),
    ).toMatchObject({ status: 400, errors: [{ path: 'columnOrders', msg: m.reorderUnknown }] });
    expect((await columns(a).list({ entity: 'brand' })).columns).toEqual(before);
  });

  it('hides and shows any column, system ones included', async ({ a }) => {
    const name = (await columns(a).list({ entity: 'brand' })).columns.find((c) => c.name === 'name')!;
    expect((await columns(a).setVisibility({ columnId: name.id, isVisible: false })).column.isVisible).toBe(false);
    expect(
      (await columns(a).setVisibility({ columnId: name.id, isVisible: 'true' as unknown as boolean })).column.isVisible,
    ).toBe(true);
  });
});
