import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import {
  customFieldsInput,
  customFormValues,
  customKeyOf,
  fieldProblem,
  inputFieldOf,
  sentValueOf,
  validateCustomValues,
  type FormField,
} from './custom-values';

const m = MESSAGES.crm.customFields;

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  name,
  label: name[0]!.toUpperCase() + name.slice(1),
  type,
  isRequired: false,
  options: [],
  validation: {},
  ...extra,
});

const region = field('region', 'select', {
  isRequired: true,
  options: [
    { label: 'North', value: 'north' },
    { label: 'South', value: 'south' },
  ],
});
const budget = field('budget', 'number', { validation: { minValue: 10, maxValue: 100 } });
const agenda = field('agenda', 'text');
const visit = field('visit', 'date');
const vip = field('vip', 'boolean');
const FIELDS = [region, budget, agenda, visit, vip];

describe('custom field values in a form', () => {
  it('keys each field by its server path and picks the input of its type', () => {
    expect(customKeyOf(region)).toBe('customFields.region');
    expect(FIELDS.map((f) => inputFieldOf(f).input)).toEqual(['select', 'number', 'text', 'date', 'switch']);
    expect(inputFieldOf(budget)).toMatchObject({ label: 'Budget', required: false, min: 10, max: 100 });
  });

  it('starts empty on add (switches off) and with the stored values on edit', () => {
    expect(customFormValues(FIELDS, null)).toEqual({
      'customFields.region': '',
      'customFields.budget': '',
      'customFields.agenda': '',
      'customFields.visit': '',
      'customFields.vip': false,
    });
    // Numbers and booleans stored from text read as a number and a switch.
    const stored = { region: 'south', budget: '40', agenda: 'Pricing', visit: '2026-12-01', vip: 'true' };
    expect(customFormValues(FIELDS, stored)).toEqual({
      'customFields.region': 'south',
      'customFields.budget': 40,
      'customFields.agenda': 'Pricing',
      'customFields.visit': '2026-12-01',
      'customFields.vip': true,
    });
  });

  it('flags a required field left empty before sending, but never a switch', () => {
    const empty = customFormValues(FIELDS, null);
    expect(validateCustomValues(empty, FIELDS)).toEqual({ 'customFields.region': m.fieldRequired('Region') });
    expect(validateCustomValues({ ...empty, 'customFields.region': '  ' }, FIELDS)).toEqual({
      'customFields.region': m.fieldRequired('Region'),
    });
    expect(validateCustomValues({ ...empty, 'customFields.region': 'south' }, FIELDS)).toEqual({});
    // A field the form does not hold yet counts as empty.
    expect(validateCustomValues({}, [region])).toEqual({ 'customFields.region': m.fieldRequired('Region') });
    expect(fieldProblem({ ...inputFieldOf(vip), required: true }, false)).toBeUndefined();
  });

  it('keeps numbers within their bounds', () => {
    const check = (value: string | number) => fieldProblem(inputFieldOf(budget), value);
    expect(check(5)).toBe(m.fieldMin('Budget', 10));
    expect(check(500)).toBe(m.fieldMax('Budget', 100));
    expect(check('-')).toBe(m.fieldNumber('Budget'));
    expect(check(50)).toBeUndefined();
    expect(check('')).toBeUndefined();
  });

  it('sends text trimmed, numbers as numbers, empty as null', () => {
    expect(sentValueOf('text', '  Pricing ')).toBe('Pricing');
    expect(sentValueOf('text', '  ')).toBeNull();
    expect(sentValueOf('number', '40')).toBe(40);
    expect(sentValueOf('number', '')).toBeNull();
    expect(sentValueOf('boolean', false)).toBe(false);
    expect(sentValueOf('select', null)).toBeNull();
  });

  it('on add sends every answered field, switches included', () => {
    const values = { ...customFormValues(FIELDS, null), 'customFields.region': 'south', 'customFields.budget': 40 };
    expect(customFieldsInput(values, FIELDS, null)).toEqual({ region: 'south', budget: 40, vip: false });
    expect(customFieldsInput({}, [], null)).toBeUndefined();
  });

  it('on edit sends only what changed, an emptied field as null; nothing when nothing changed', () => {
    const stored = { region: 'north', budget: 40, agenda: 'Pricing' };
    const values = customFormValues(FIELDS, stored);
    expect(customFieldsInput(values, FIELDS, stored)).toBeUndefined();
    // A number retyped as text, or text with spaces around it, is the same value.
    expect(
      customFieldsInput({ ...values, 'customFields.budget': '40', 'customFields.agenda': ' Pricing ' }, FIELDS, stored),
    ).toBeUndefined();
    const changed = {
      ...values,
      'customFields.region': 'south',
      'customFields.agenda': '',
      'customFields.vip': true,
    };
    expect(customFieldsInput(changed, FIELDS, stored)).toEqual({ region: 'south', agenda: null, vip: true });
  });
});
