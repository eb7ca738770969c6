import { describe, expect, it } from 'vitest';

import { addItem, countOf, pickerOptions, removeItem, renameItem, toggleItem, toSaved, type OrgItem } from './org-list';

const items: OrgItem[] = [
  { id: 'd1', name: 'Engineering', isDefault: true, isActive: true },
  { id: 'd2', name: 'Sales', isDefault: false, isActive: false },
  { id: 'd3', name: 'Support', isDefault: false, isActive: true },
];

describe('addItem', () => {
  it('adds a trimmed, visible, non-default entry at the end', () => {
    expect(addItem(items, '  Legal ')).toEqual({
      kind: 'save',
      items: [...items, { name: 'Legal', isDefault: false, isActive: true }],
    });
  });
  it('refuses a duplicate whatever its case, and ignores a blank name', () => {
    expect(addItem(items, ' engineering')).toEqual({ kind: 'refuse', reason: 'exists' });
    expect(addItem(items, 'SALES')).toEqual({ kind: 'refuse', reason: 'exists' });
    expect(addItem(items, '   ')).toEqual({ kind: 'ignore' });
  });
});

describe('renameItem', () => {
  it('renames in place and keeps the id and flags', () => {
    const edit = renameItem(items, 2, 'Customer Support');
    expect(edit.kind === 'save' && edit.items[2]).toEqual({
      id: 'd3',
      name: 'Customer Support',
      isDefault: false,
      isActive: true,
    });
  });
  it("refuses another entry's name, but lets an entry change its own case", () => {
    expect(renameItem(items, 2, 'sales')).toEqual({ kind: 'refuse', reason: 'exists' });
    expect(renameItem(items, 2, 'SUPPORT').kind).toBe('save');
  });
  it('just closes on the same name or a blank one', () => {
    expect(renameItem(items, 1, ' Sales ')).toEqual({ kind: 'ignore' });
    expect(renameItem(items, 1, '')).toEqual({ kind: 'ignore' });
  });
});

describe('toggleItem and removeItem', () => {
  it('hides and shows', () => {
    const edit = toggleItem(items, 0);
    expect(edit.kind === 'save' && edit.items[0]!.isActive).toBe(false);
    expect(edit.kind === 'save' && edit.items[1]).toBe(items[1]);
  });
  it('never deletes a default entry', () => {
    expect(removeItem(items, 0)).toEqual({ kind: 'refuse', reason: 'default' });
    const edit = removeItem(items, 1);
    expect(edit.kind === 'save' && edit.items.map((i) => i.name)).toEqual(['Engineering', 'Support']);
  });
});

describe('countOf, pickerOptions, toSaved', () => {
  it('counts visible and hidden entries', () => {
    expect(countOf(items)).toEqual({ visible: 2, hidden: 1 });
  });
  it("offers visible names, keeping a member's hidden current value", () => {
    expect(pickerOptions(items, '')).toEqual(['Engineering', 'Support']);
    expect(pickerOptions(items, 'Sales')).toEqual(['Sales', 'Engineering', 'Support']);
    expect(pickerOptions(items, 'support')).toEqual(['Engineering', 'Support']);
    expect(pickerOptions(undefined, '')).toEqual([]);
  });
  it('sends only id, name and flags', () => {
    const loaded = [{ ...items[0]!, _id: 'd1' } as OrgItem, { name: 'New', isDefault: false, isActive: true }];
    expect(toSaved(loaded)).toEqual([
      { id: 'd1', name: 'Engineering', isDefault: true, isActive: true },
      { name: 'New', isDefault: false, isActive: true },
    ]);
  });
});
