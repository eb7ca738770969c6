import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../messages';
import { createColumnInput, isReservedColumnName, optionValueOf, reorderColumnsInput } from './custom-columns';

const m = MESSAGES.crm.columns;
const issues = (input: unknown) => {
  const result = createColumnInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};
const base = { name: 'tier', label: 'Tier', type: 'text' };

describe('option values', () => {
  it.each([
    ['Gold', 'gold'],
    ['Gold Plus', 'gold_plus'],
    ['  Two  Spaces ', '__two__spaces_'],
    ['A&B (new)!', 'ab_new'],
    ['Ünïcode 9', 'ncode_9'],
    ['snake_case', 'snake_case'],
  ])('%j → %j', (label, value) => expect(optionValueOf(label)).toBe(value));
});

describe('column definitions', () => {
  it('accepts a column and fills the defaults', () => {
    expect(createColumnInput.parse(base)).toEqual({
      ...base,
      entity: 'brand',
      isRequired: false,
      isVisible: true,
      options: [],
      validation: {},
    });
  });

  it('derives option values from the trimmed labels, whatever value was sent', () => {
    const parsed = createColumnInput.parse({ ...base, type: 'select', options: [{ label: ' Big One ', value: 'x' }] });
    expect(parsed.options).toEqual([{ label: 'Big One', value: 'big_one' }]);
  });

  it('names the field of each rule', () => {
    expect(issues({ ...base, name: '' })).toEqual([['name', m.nameRequired]]);
    expect(issues({ ...base, name: '_x' })).toEqual([['name', m.nameFormat]]);
    expect(issues({ ...base, name: 'x-y' })).toEqual([['name', m.nameFormat]]);
    expect(issues({ ...base, label: '' })).toEqual([['label', m.labelRequired]]);
    expect(issues({ ...base, type: 'color' })).toEqual([['type', m.typeInvalid]]);
    expect(issues({ ...base, type: 'select' })).toEqual([['options', m.selectNeedsOptions]]);
    expect(issues({ ...base, type: 'select', options: [{ label: '!!' }] })).toEqual([
      ['options.0.label', m.optionValueEmpty('!!')],
    ]);
    expect(issues({ ...base, type: 'number', validation: { minValue: 3, maxValue: 2 } })).toEqual([
      ['validation.minValue', m.minAboveMax],
    ]);
    expect(issues({ ...base, type: 'number', validation: { minValue: '2', maxValue: '' } })).toEqual([]);
  });

  it('reserves brand field names in any case', () => {
    expect(isReservedColumnName('Notes')).toBe(true);
    expect(isReservedColumnName('notesExtra')).toBe(false);
  });

  it('refuses a reorder that lists a column twice', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const result = reorderColumnsInput.safeParse({
      columnOrders: [
        { columnId: id, position: 0 },
        { columnId: id, position: 1 },
      ],
    });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(m.reorderDuplicate);
  });
});
