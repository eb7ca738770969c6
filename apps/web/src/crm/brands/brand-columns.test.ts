import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import {
  brandFieldsOf,
  bulkFieldColumns,
  fieldOf,
  valueOf,
  visibleColumns,
  type Brand,
  type BrandColumn,
} from './brand-columns';
import { bannerFor, brandFormData, brandFormValues, validateBrandForm } from './brand-form';

const m = MESSAGES.crm.brands;
let seq = 0;
const column = (over: Partial<BrandColumn>): BrandColumn =>
  ({
    id: `c${++seq}`,
    _id: `c${seq}`,
    entity: 'brand',
    name: `col${seq}`,
    label: `Col ${seq}`,
    type: 'text',
    isRequired: false,
    isVisible: true,
    isDefault: false,
    isSystem: false,
    position: seq,
    options: [],
    validation: {},
    createdAt: '',
    updatedAt: '',
    ...over,
  }) as BrandColumn;

const name = column({ name: 'name', label: 'Brand Name', isSystem: true, position: 0 });
const owner = column({ name: 'brandOwner', label: 'Brand Owner', isSystem: true, position: 1 });
const created = column({ name: 'createdAt', label: 'Created', isSystem: true, type: 'date', position: 2 });
const website = column({ name: 'website', label: 'Website', isSystem: true, position: 3 });
const phone = column({ name: 'phone', label: 'Phone', isDefault: true, position: 4, isVisible: false });
const budget = column({
  name: 'budget',
  label: 'Budget',
  type: 'number',
  isRequired: true,
  validation: { minValue: 10, maxValue: 100 },
  position: 6,
});
const tier = column({
  name: 'tier',
  label: 'Tier',
  type: 'select',
  options: [{ label: 'Gold Plus', value: 'gold_plus' }],
  position: 5,
});
const vip = column({ name: 'vip', label: 'VIP', type: 'boolean', position: 7 });
const all = [vip, budget, tier, phone, website, created, owner, name];

describe('brand columns → table and panel', () => {
  it('shows the visible columns in their saved order', () => {
    expect(visibleColumns(all).map((c) => c.name)).toEqual([
      'name',
      'brandOwner',
      'createdAt',
      'website',
      'tier',
      'budget',
      'vip',
    ]);
  });

  it('maps each column to its input, keyed by the server path of its value', () => {
    expect(fieldOf(name)).toBeNull();
    expect(fieldOf(created)).toBeNull();
    expect(fieldOf(owner)).toMatchObject({ key: 'brandOwner', input: 'owner' });
    expect(fieldOf(website)).toMatchObject({ key: 'website', input: 'url' });
    expect(fieldOf(phone)).toMatchObject({ key: 'phone', input: 'tel' });
    expect(fieldOf(budget)).toMatchObject({
      key: 'customFields.budget',
      input: 'number',
      required: true,
      min: 10,
      max: 100,
    });
    expect(fieldOf(tier)).toMatchObject({ input: 'select', options: [{ value: 'gold_plus', label: 'Gold Plus' }] });
    expect(fieldOf(vip)).toMatchObject({ input: 'switch' });
    // Hidden columns stay editable in the panel.
    expect(brandFieldsOf(all).map((f) => f.key)).toContain('phone');
  });

  it('offers Update Field only for custom select columns', () => {
    expect(bulkFieldColumns(all)).toEqual([tier]);
    expect(bulkFieldColumns([budget, phone])).toEqual([]);
  });

  it('reads built-in values from the brand and custom ones from customFields', () => {
    const brand = { name: 'Acme', phone: '123', customFields: { tier: 'gold_plus' } } as unknown as Brand;
    expect(valueOf(brand, phone)).toBe('123');
    expect(valueOf(brand, tier)).toBe('gold_plus');
  });
});

describe('brand form', () => {
  const fields = brandFieldsOf(all);

  it('starts empty for a new brand, switches off', () => {
    const values = brandFormValues(null, fields, all);
    expect(values).toMatchObject({ name: '', brandOwner: null, 'customFields.vip': false, 'address.city': '' });
  });

  it('requires the name and required columns, and keeps numbers within bounds', () => {
    const values = { ...brandFormValues(null, fields, all), 'customFields.budget': 5 };
    const errors = validateBrandForm(values, fields);
    expect(errors.name).toBe(m.nameRequired);
    expect(errors['customFields.budget']).toBe(m.fieldMin('Budget', 10));
    expect(bannerFor(errors)).toBe(m.requiredFields);
    expect(validateBrandForm({ ...values, name: 'A' }, fields)['customFields.budget']).toBeDefined();
    expect(validateBrandForm({ ...values, name: 'A', 'customFields.budget': '' }, fields)['customFields.budget']).toBe(
      m.fieldRequired('Budget'),
    );
    expect(validateBrandForm({ ...values, name: 'A', 'customFields.budget': 50 }, fields)).toEqual({});
    expect(bannerFor({ name: undefined })).toBeNull();
  });

  it('flattens nested fields for multipart and asks to remove the logo', () => {
    const values = {
      ...brandFormValues(null, fields, all),
      name: ' Acme ',
      'address.city': 'Pune',
      'customFields.vip': true,
    };
    const body = brandFormData(values, { file: null, remove: true });
    expect(body.get('name')).toBe('Acme');
    expect(body.get('address[city]')).toBe('Pune');
    expect(body.get('customFields[vip]')).toBe('true');
    expect(body.get('brandOwner')).toBe('');
    expect(body.get('removeLogo')).toBe('true');
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const withLogo = brandFormData(values, { file: logo, remove: true });
    expect(withLogo.get('removeLogo')).toBeNull();
    expect((withLogo.get('logo') as File).name).toBe('logo.png');
  });
});
