import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import type { Brand, BrandColumn } from '../brand-columns';
import { brandPageFields, brandPatch, fieldText } from './brand-page-fields';

const form = MESSAGES.web.crmBrands.form;

const column = (over: Partial<BrandColumn>): BrandColumn =>
  ({
    id: over.name,
    _id: over.name,
    entity: 'brand',
    label: over.name,
    type: 'text',
    isRequired: false,
    isVisible: true,
    isDefault: false,
    isSystem: false,
    options: [],
    validation: {},
    createdAt: '',
    updatedAt: '',
    ...over,
  }) as BrandColumn;

const columns = [
  column({
    name: 'tier',
    label: 'Tier',
    type: 'select',
    options: [{ label: 'Gold Plus', value: 'gold' }],
    position: 4,
  }),
  column({ name: 'name', label: 'Brand Name', isSystem: true, position: 0 }),
  column({ name: 'createdAt', label: 'Created', isSystem: true, type: 'date', position: 1 }),
  column({ name: 'brandOwner', label: 'Brand Owner', isSystem: true, position: 2 }),
  column({ name: 'website', label: 'Website', isSystem: true, position: 3, isVisible: false }),
  column({ name: 'budget', label: 'Budget', type: 'number', position: 5 }),
  column({ name: 'vip', label: 'VIP', type: 'boolean', position: 6 }),
];

const brand = {
  id: 'b1',
  name: 'Kaveri',
  website: 'kaveri.in',
  brandOwner: { id: 'u1', name: 'Priya' },
  address: { city: 'Pune', street: null },
  customFields: { tier: 'gold', budget: 250000, vip: false },
} as unknown as Brand;

describe('the brand page fields', () => {
  it('lists the name, the columns in their order (hidden too, never createdAt), then the fixed fields', () => {
    const keys = brandPageFields(columns).map((f) => f.key);
    expect(keys.slice(0, 6)).toEqual([
      'name',
      'brandOwner',
      'website',
      'customFields.tier',
      'customFields.budget',
      'customFields.vip',
    ]);
    expect(keys).not.toContain('createdAt');
    expect(keys.slice(6, 9)).toEqual(['description', 'notes', 'address.street']);
    expect(keys.at(-1)).toBe('socialMedia.instagram');
    expect(brandPageFields(columns).find((f) => f.key === 'address.pinCode')?.label).toBe(form.pinCode);
  });

  it('shows each value as the brands table does: owner by name, option labels, INR, Yes / No', () => {
    const shown = Object.fromEntries(brandPageFields(columns).map((f) => [f.key, fieldText(brand, f)]));
    expect(shown).toMatchObject({
      name: 'Kaveri',
      brandOwner: 'Priya',
      website: 'kaveri.in',
      'customFields.tier': 'Gold Plus',
      'customFields.budget': '₹2,50,000',
      'customFields.vip': MESSAGES.web.crmBrands.no,
      'address.city': 'Pune',
      'address.street': null,
      description: null,
    });
  });

  it('saves one field: nested parts under their object, text trimmed, empty as cleared', () => {
    expect(brandPatch('b1', 'address.city', { 'address.city': ' Mumbai ' })).toEqual({
      id: 'b1',
      address: { city: 'Mumbai' },
    });
    expect(brandPatch('b1', 'customFields.tier', { 'customFields.tier': '' })).toEqual({
      id: 'b1',
      customFields: { tier: null },
    });
    expect(brandPatch('b1', 'customFields.vip', { 'customFields.vip': true })).toEqual({
      id: 'b1',
      customFields: { vip: true },
    });
    expect(brandPatch('b1', 'brandOwner', { brandOwner: null })).toEqual({ id: 'b1', brandOwner: null });
    expect(brandPatch('b1', 'name', { name: 'New name ' })).toEqual({ id: 'b1', name: 'New name' });
  });
});
