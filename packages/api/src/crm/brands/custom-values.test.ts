import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { AppError } from '../../core/errors';
import type { ColumnRow } from '../custom-columns/serialize';
import { checkValue, mergeCustom } from '../custom-fields/values';
import { assertRequired, checkCustomFields } from './custom-values';

const m = MESSAGES.crm.brands;
const column = (over: Partial<ColumnRow>): ColumnRow => ({
  id: 'c',
  entity: 'brand',
  name: 'field',
  label: 'Field',
  type: 'text',
  isRequired: false,
  isVisible: true,
  isDefault: false,
  isSystem: false,
  position: 0,
  options: [],
  validation: {},
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});
const failure = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error.fieldErrors?.[0];
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('checkValue', () => {
  it('stores numbers as numbers within the bounds', () => {
    const amount = column({ type: 'number', label: 'Amount', validation: { minValue: 1, maxValue: 10 } });
    expect(checkValue(amount, '2.5', 'p')).toBe(2.5);
    expect(checkValue(amount, 10, 'p')).toBe(10);
    expect(failure(() => checkValue(amount, 11, 'p'))).toEqual({ path: 'p', msg: m.fieldMax('Amount', 10) });
    expect(failure(() => checkValue(amount, 0, 'p'))).toEqual({ path: 'p', msg: m.fieldMin('Amount', 1) });
    expect(failure(() => checkValue(amount, 'NaN', 'p'))).toEqual({ path: 'p', msg: m.fieldNumber('Amount') });
    expect(failure(() => checkValue(amount, true, 'p'))).toEqual({ path: 'p', msg: m.fieldNumber('Amount') });
  });

  it('takes real calendar dates as YYYY-MM-DD only', () => {
    const date = column({ type: 'date' });
    expect(checkValue(date, '2024-02-29', 'p')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-01-01T00:00:00Z', 20240101]) {
      expect(failure(() => checkValue(date, bad, 'p'))).toEqual({ path: 'p', msg: m.fieldDate('Field') });
    }
  });

  it('takes select values among the options and booleans as booleans or their text', () => {
    const select = column({ type: 'select', options: [{ label: 'Gold', value: 'gold' }] });
    expect(checkValue(select, 'gold', 'p')).toBe('gold');
    expect(failure(() => checkValue(select, 'Gold', 'p'))).toEqual({ path: 'p', msg: m.fieldOption('Field') });
    const flag = column({ type: 'boolean' });
    expect(checkValue(flag, 'false', 'p')).toBe(false);
    expect(checkValue(flag, true, 'p')).toBe(true);
    expect(failure(() => checkValue(flag, 1, 'p'))).toEqual({ path: 'p', msg: m.fieldBoolean('Field') });
  });
});

describe('checkCustomFields', () => {
  const columns = [
    column({ name: 'industry', isDefault: true }),
    column({ name: 'note' }),
    column({ name: 'createdAt', isSystem: true, type: 'date' }),
  ];

  it('splits built-in text columns from custom values; empty means clear', () => {
    expect(checkCustomFields(columns, { industry: ' Retail ', note: '' })).toEqual({
      builtIn: { industry: 'Retail' },
      custom: { note: null },
    });
  });

  it('holds built-in text values to their own rules', () => {
    const site = [column({ name: 'website', isSystem: true, isDefault: true })];
    expect(checkCustomFields(site, { website: 'acme.example' }).builtIn).toEqual({ website: 'acme.example' });
    expect(failure(() => checkCustomFields(site, { website: 'not a site' }))).toEqual({
      path: 'customFields.website',
      msg: MESSAGES.validation.websiteInvalid,
    });
    expect(failure(() => checkCustomFields(columns, { industry: 7 }))).toMatchObject({ path: 'customFields.industry' });
  });

  it('refuses keys that name no custom column', () => {
    expect(failure(() => checkCustomFields(columns, { other: 1 }))).toEqual({
      path: 'customFields.other',
      msg: m.unknownField('other'),
    });
    expect(failure(() => checkCustomFields(columns, { createdAt: '2024-01-01' }))).toMatchObject({
      path: 'customFields.createdAt',
    });
  });
});

describe('merging and required columns', () => {
  it('merges sent values over stored ones and removes cleared keys', () => {
    expect(mergeCustom({ a: 1, b: 2 }, { b: null, c: 'x' })).toEqual({ a: 1, c: 'x' });
  });

  it('asks for required built-in and custom values on the merged result', () => {
    const required = [
      column({ name: 'name', isSystem: true, isRequired: true }),
      column({ name: 'note', isRequired: true, label: 'Note' }),
    ];
    expect(failure(() => assertRequired(required, { name: '' }, { note: 'x' }))).toEqual({
      path: 'name',
      msg: m.nameRequired,
    });
    expect(failure(() => assertRequired(required, { name: 'A' }, {}))).toEqual({
      path: 'customFields.note',
      msg: m.fieldRequired('Note'),
    });
    expect(() => assertRequired(required, { name: 'A' }, { note: false })).not.toThrow();
  });
});
