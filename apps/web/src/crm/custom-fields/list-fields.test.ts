import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { resolveLayout } from '../../kit/list/columns/column-layout';
import { fieldText } from './field-text';
import {
  customFilterFor,
  fieldColumnWidth,
  fieldColumns,
  fieldFilters,
  filterValueOf,
  staleFieldChange,
} from './list-fields';
import type { CustomField } from './useCustomFields';

const field = (over: Partial<CustomField> & Pick<CustomField, 'name' | 'type'>): CustomField =>
  ({
    id: over.name,
    entity: 'lead',
    label: over.name,
    isRequired: false,
    isSystem: false,
    isDefault: false,
    isVisible: true,
    position: 0,
    options: [],
    validation: {},
    ...over,
  }) as CustomField;

const region = field({
  name: 'region',
  label: 'Region',
  type: 'select',
  position: 1,
  options: [
    { label: 'North', value: 'north' },
    { label: 'South', value: 'south' },
  ],
});
const vip = field({ name: 'vip', label: 'VIP', type: 'boolean', position: 0 });
const notes = field({ name: 'notes', label: 'Notes', type: 'text', position: 2 });
const secret = field({ name: 'secret', label: 'Secret', type: 'select', position: 3, isVisible: false });

type Row = { name: string; customFields: Record<string, unknown> };
const text = (f: CustomField, row: Row) => fieldText(f, row.customFields[f.name]);

describe('custom fields as list columns', () => {
  const columns = fieldColumns<Row>([notes, region, secret, vip], text);

  it('makes a sortable column of each visible field, in the company order', () => {
    expect(columns.map((c) => [c.id, c.label, c.sort])).toEqual([
      ['customFields.vip', 'VIP', 'customFields.vip'],
      ['customFields.region', 'Region', 'customFields.region'],
      ['customFields.notes', 'Notes', 'customFields.notes'],
    ]);
    expect(columns.every((c) => c.shown !== false && !c.onCard)).toBe(true);
    const row = { name: 'Asha', customFields: { region: 'north', vip: true } };
    expect(columns.map((c) => c.cell(row))).toEqual(['Yes', 'North', '-']);
  });

  it('is wide enough for its type, wider for a long label, within bounds', () => {
    expect(fieldColumnWidth({ type: 'boolean', label: 'VIP' })).toBe(100);
    expect(fieldColumnWidth({ type: 'select', label: 'Preferred contact time' })).toBe(224);
    expect(fieldColumnWidth({ type: 'text', label: 'x'.repeat(80) })).toBe(240);
  });

  it('joins a layout that names them and reads a layout naming a removed field without it', () => {
    const base = [{ id: 'clientName', label: 'Client', width: 190, cell: (r: Row) => r.name }];
    const layout = {
      columns: [{ id: 'clientName' }, { id: 'customFields.gone' }, { id: 'customFields.region', width: 150 }],
      density: 'compact' as const,
    };
    expect(resolveLayout([...base, ...columns], layout).shown.map((s) => [s.column.id, s.width])).toEqual([
      ['clientName', 190],
      ['customFields.region', 150],
    ]);
    // No saved layout: the fields show after the list's own columns.
    expect(resolveLayout([...base, ...columns], null).shown.map((s) => s.column.id)).toEqual([
      'clientName',
      'customFields.vip',
      'customFields.region',
      'customFields.notes',
    ]);
  });
});

describe('custom field filters', () => {
  it('offers visible select fields with options and yes / no fields', () => {
    expect(fieldFilters([notes, region, secret, vip, field({ name: 'empty', type: 'select' })])).toEqual([
      {
        name: 'vip',
        label: 'VIP',
        options: [
          { value: 'true', label: MESSAGES.web.crmBrands.yes },
          { value: 'false', label: MESSAGES.web.crmBrands.no },
        ],
      },
      {
        name: 'region',
        label: 'Region',
        options: [
          { value: 'north', label: 'North' },
          { value: 'south', label: 'South' },
        ],
      },
    ]);
  });

  it('shows the value on its own field only, and a choice replaces the filter', () => {
    const custom = { field: 'region', value: 'north' };
    expect(filterValueOf(custom, 'region')).toBe('north');
    expect(filterValueOf(custom, 'vip')).toBe('');
    expect(filterValueOf(null, 'region')).toBe('');
    expect(customFilterFor('vip', 'true')).toEqual({ field: 'vip', value: 'true' });
    expect(customFilterFor('vip', '')).toBeNull();
  });

  it('drops a sort or filter by a field the company no longer has', () => {
    const config = { defaultSort: 'createdAt' as const };
    const fields = [region];
    expect(staleFieldChange({ sort: 'customFields.region', custom: null }, fields, config)).toBeNull();
    expect(
      staleFieldChange({ sort: 'clientName', custom: { field: 'region', value: 'x' } }, fields, config),
    ).toBeNull();
    expect(staleFieldChange({ sort: 'customFields.gone', custom: null }, fields, config)).toEqual({
      sort: 'createdAt',
      order: 'desc',
    });
    expect(
      staleFieldChange({ sort: 'createdAt', custom: { field: 'gone', value: 'x' } }, fields, {
        ...config,
        defaultOrder: 'asc',
      }),
    ).toEqual({ custom: null });
  });
});
