import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import type { CustomField } from '../useCustomFields';
import {
  columnFormValues,
  createPayload,
  isBuiltIn,
  optionsOf,
  updatePayload,
  validateColumnForm,
} from './column-form';
import { panelTexts } from './panel-texts';
import { columnOrdersOf, moveItem, reorderWithRollback, stepItem } from './reorder';

const m = MESSAGES.crm.columns;
const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const ids = (l: readonly { id: string }[]) => l.map((c) => c.id).join('');

describe('column reorder', () => {
  it('moves by drag and by one step', () => {
    expect(ids(moveItem(list, 'a', 'c'))).toBe('bca');
    expect(ids(moveItem(list, 'c', 'a'))).toBe('cab');
    expect(ids(stepItem(list, 'b', -1))).toBe('bac');
    expect(ids(stepItem(list, 'c', 1))).toBe('abc');
    expect(columnOrdersOf(moveItem(list, 'a', 'b'))).toEqual([
      { columnId: 'b', position: 0 },
      { columnId: 'a', position: 1 },
      { columnId: 'c', position: 2 },
    ]);
  });

  it('shows the new order and keeps it when saved', async () => {
    const shown: string[] = [];
    const saved: unknown[] = [];
    const ok = await reorderWithRollback({
      previous: list,
      next: stepItem(list, 'c', -1),
      show: (l) => shown.push(ids(l)),
      save: async (orders) => saved.push(orders),
      onError: () => shown.push('error'),
    });
    expect(ok).toBe(true);
    expect(shown).toEqual(['acb']);
    expect(saved).toHaveLength(1);
  });

  it('restores the previous order and reports when saving fails', async () => {
    const shown: string[] = [];
    const errors: unknown[] = [];
    const ok = await reorderWithRollback({
      previous: list,
      next: moveItem(list, 'a', 'c'),
      show: (l) => shown.push(ids(l)),
      save: () => Promise.reject(new Error('offline')),
      onError: (e) => errors.push(e),
    });
    expect(ok).toBe(false);
    expect(shown).toEqual(['bca', 'abc']);
    expect(errors).toHaveLength(1);
  });
});

describe('column form', () => {
  const base = { ...columnFormValues(null), name: 'tier', label: 'Tier' };

  it('derives option values live, like the server', () => {
    expect(optionsOf(['Gold Plus', ' A&B (new)! '])).toEqual([
      { label: 'Gold Plus', value: 'gold_plus' },
      { label: 'A&B (new)!', value: 'ab_new' },
    ]);
  });

  it('checks the name, the label and select options with the product texts', () => {
    expect(validateColumnForm({ ...base, name: '' }, null).name).toBe(m.nameRequired);
    expect(validateColumnForm({ ...base, name: '1tier' }, null).name).toBe(m.nameFormat);
    expect(validateColumnForm({ ...base, label: ' ' }, null).label).toBe(m.labelRequired);
    expect(validateColumnForm({ ...base, type: 'select' }, null).options).toBe(m.selectNeedsOptions);
    expect(validateColumnForm({ ...base, type: 'select', options: ['Gold'] }, null)).toEqual({});
    expect(validateColumnForm({ ...base, type: 'number', minValue: 5, maxValue: 1 }, null).minValue).toBe(
      m.minAboveMax,
    );
  });

  it('sends options only for select and bounds only for numbers', () => {
    expect(createPayload({ ...base, options: ['Gold'] }).options).toEqual([]);
    expect(createPayload({ ...base, type: 'number', minValue: 1, maxValue: '' }).validation).toEqual({
      minValue: 1,
      maxValue: null,
    });
  });

  it('edits only the label of a system column and never the name', () => {
    const system = { id: 'x', name: 'website', isSystem: true, isDefault: false } as CustomField;
    const values = {
      ...columnFormValues({ ...system, label: 'Site', type: 'text', options: [], validation: {} } as CustomField),
      label: 'Web',
    };
    expect(updatePayload(system, values)).toEqual({ id: 'x', label: 'Web' });
    expect(validateColumnForm({ ...values, name: '' }, system)).toEqual({});
    const custom = { ...system, isSystem: false, name: 'tier' } as CustomField;
    expect(updatePayload(custom, values)).not.toHaveProperty('name');
  });
});

describe('the panel for each kind of record', () => {
  const ct = MESSAGES.web.crmColumns;

  it('keeps the brand texts and speaks of fields on leads, meetings and enquiries', () => {
    expect(panelTexts('brand')).toMatchObject({ title: m.panelTitle, add: ct.addColumn, save: ct.save });
    for (const entity of ['lead', 'meeting', 'enquiry'] as const) {
      expect(panelTexts(entity)).toMatchObject({ title: 'Fields', add: 'Add field', name: ct.records.name });
    }
  });

  it("creates a field for the panel's own kind of record", () => {
    const values = { ...columnFormValues(null), name: 'region', label: 'Region', type: 'select' as const };
    expect(createPayload({ ...values, options: ['North'] }, 'lead')).toMatchObject({
      entity: 'lead',
      options: [{ label: 'North', value: 'north' }],
    });
    expect(createPayload(values).entity).toBe('brand');
    expect(validateColumnForm(values, null, 'meeting').options).toBe(m.selectNeedsOptions);
  });

  it("tells built-in brand columns from the company's own", () => {
    expect(isBuiltIn({ isSystem: true, isDefault: false })).toBe(true);
    expect(isBuiltIn({ isSystem: false, isDefault: true })).toBe(true);
    expect(isBuiltIn({ isSystem: false, isDefault: false })).toBe(false);
  });
});
