/** crm.brands.bulk: one call, a result per id, the product's success texts (docs/product/crm.md#brands, #messages-and-limits). */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { addLead, crmAppTest, crmOf, failureOf, storedBrands } from '../test-fixtures';

const m = MESSAGES.crm.brands;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** `newBrands`: a brand of A's per name, answering their ids in order. */
const it = crmAppTest('bb').extend('newBrands', { scope: 'file' }, ({ a }) => async (...names: string[]) => {
  const ids: string[] = [];
  for (const name of names) ids.push((await crmOf(a).brands.create({ name })).brand.id);
  return ids;
});

it.beforeAll(async ({ a }) => {
  await crmOf(a).customColumns.create({
    entity: 'brand',
    name: 'tier',
    label: 'Tier',
    type: 'select',
    options: [{ label: 'Gold' }, { label: 'Silver' }],
  });
});

describe('bulk', () => {
  it('changes the owner of every brand, answering each id', async ({ app, a, newBrands }) => {
    const ids = await newBrands('O1', 'O2');
    const outcome = await crmOf(a).brands.bulk({ action: 'changeOwner', ids, brandOwner: a.admin.id });
    expect(outcome).toEqual({
      message: m.ownerUpdatedBulk(2),
      results: ids.map((id) => ({ id, ok: true })),
      counts: { succeeded: 2, failed: 0 },
    });
    const stored = await storedBrands(app, a.company.id);
    expect(stored.filter((b) => ids.includes(b.id)).map((b) => b.brandOwnerId)).toEqual([a.admin.id, a.admin.id]);
    expect(await failureOf(crmOf(a).brands.bulk({ action: 'changeOwner', ids, brandOwner: UNKNOWN }))).toMatchObject({
      status: 400,
      errors: [{ path: 'brandOwner', msg: m.ownerInvalid }],
    });
  });

  it('updates a custom field with its rules; mixed results report counts', async ({ app, a, newBrands }) => {
    const ids = await newBrands('F1', 'F2');
    const outcome = await crmOf(a).brands.bulk({
      action: 'updateField',
      ids: [...ids, UNKNOWN],
      field: 'tier',
      value: 'gold',
    });
    expect(outcome.message).toBe(m.bulkPartial(2, 3));
    expect(outcome.counts).toEqual({ succeeded: 2, failed: 1 });
    expect(outcome.results[2]).toEqual({ id: UNKNOWN, ok: false, message: m.notFound });
    const all = await crmOf(a).brands.bulk({ action: 'updateField', ids, field: 'tier', value: 'silver' });
    expect(all.message).toBe(m.fieldUpdatedBulk('Tier', 2));
    const bad = await crmOf(a).brands.bulk({ action: 'updateField', ids, field: 'tier', value: 'bronze' });
    expect(bad.counts).toEqual({ succeeded: 0, failed: 2 });
    expect(bad.results[0]!.message).toBe(m.fieldOption('Tier'));
    const stored = await storedBrands(app, a.company.id);
    expect(stored.filter((b) => ids.includes(b.id)).map((b) => b.customFields)).toEqual([
      { tier: 'silver' },
      { tier: 'silver' },
    ]);
    expect(
      await failureOf(crmOf(a).brands.bulk({ action: 'updateField', ids, field: 'industry', value: 'x' })),
    ).toMatchObject({
      status: 400,
      errors: [{ path: 'field', msg: m.bulkFieldNotCustom('industry') }],
    });
  });

  it('deletes what it can: a brand with leads stays and says why', async ({ app, a, newBrands }) => {
    const [free, held] = await newBrands('D1', 'D2');
    await addLead(app, a.company.id, held!);
    const outcome = await crmOf(a).brands.bulk({ action: 'delete', ids: [free!, held!, free!] });
    expect(outcome.results).toEqual([
      { id: free, ok: true },
      { id: held, ok: false, message: m.hasLeads(1) },
    ]);
    expect(outcome.message).toBe(m.bulkPartial(1, 2));
    const stored = (await storedBrands(app, a.company.id)).map((b) => b.id);
    expect(stored).toContain(held);
    expect(stored).not.toContain(free);
    const [d3] = await newBrands('D3');
    expect((await crmOf(a).brands.bulk({ action: 'delete', ids: [d3!] })).message).toBe(m.deletedBulk(1));
  });

  it('refuses an unknown action or no ids, naming the field', async ({ a }) => {
    const bulk = crmOf(a).brands.bulk as (input: unknown) => Promise<unknown>;
    expect(await failureOf(bulk({ action: 'explode', ids: [UNKNOWN] }))).toMatchObject({ status: 400 });
    expect(await failureOf(bulk({ action: 'delete', ids: [] }))).toMatchObject({
      status: 400,
      errors: [{ path: 'ids', msg: m.bulkIdsRequired }],
    });
  });
});
