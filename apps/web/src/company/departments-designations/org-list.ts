/**
 * A company's departments or designations as Team Settings edits them (docs/product/company-portal.md#departments-and-designations, #states, #validation): the
 * whole list is saved at once, so every edit is a new list. Names are trimmed; a blank one is
 * ignored; a duplicate (case-insensitive) is refused; defaults cannot be deleted.
 */
export interface OrgItem {
  id?: string;
  name: string;
  isDefault: boolean;
  isActive: boolean;
}

export type OrgEdit =
  { kind: 'save'; items: OrgItem[] } | { kind: 'ignore' } | { kind: 'refuse'; reason: 'exists' | 'default' };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether another entry (not the one at `except`) already has this name. */
export const isDuplicate = (items: readonly OrgItem[], name: string, except?: number) =>
  items.some((item, index) => index !== except && same(item.name, name));

export function addItem(items: readonly OrgItem[], name: string): OrgEdit {
  const text = name.trim();
  if (!text) return { kind: 'ignore' };
  if (isDuplicate(items, text)) return { kind: 'refuse', reason: 'exists' };
  return { kind: 'save', items: [...items, { name: text, isDefault: false, isActive: true }] };
}

/** Renaming to the same name (or a blank one) just closes the editor. */
export function renameItem(items: readonly OrgItem[], index: number, name: string): OrgEdit {
  const text = name.trim();
  const current = items[index];
  if (!current || !text || text === current.name) return { kind: 'ignore' };
  if (isDuplicate(items, text, index)) return { kind: 'refuse', reason: 'exists' };
  return { kind: 'save', items: items.map((item, i) => (i === index ? { ...item, name: text } : item)) };
}

export function toggleItem(items: readonly OrgItem[], index: number): OrgEdit {
  if (!items[index]) return { kind: 'ignore' };
  return { kind: 'save', items: items.map((item, i) => (i === index ? { ...item, isActive: !item.isActive } : item)) };
}

export function removeItem(items: readonly OrgItem[], index: number): OrgEdit {
  const item = items[index];
  if (!item) return { kind: 'ignore' };
  if (item.isDefault) return { kind: 'refuse', reason: 'default' };
  return { kind: 'save', items: items.filter((_, i) => i !== index) };
}

export function countOf(items: readonly OrgItem[]): { visible: number; hidden: number } {
  const visible = items.filter((item) => item.isActive).length;
  return { visible, hidden: items.length - visible };
}

/**
 * What a member's picker offers: the visible names, plus the member's current value when it is
 * hidden or unknown, so editing a member never silently drops it.
 */
export function pickerOptions(items: readonly OrgItem[] | undefined, current: string): string[] {
  const names = (items ?? []).filter((item) => item.isActive).map((item) => item.name);
  return current && !names.some((name) => same(name, current)) ? [current, ...names] : names;
}

/** The save call's body: the list without the server's extra keys. */
export const toSaved = (items: readonly OrgItem[]) =>
  items.map(({ id, name, isDefault, isActive }) =>
    id ? { id, name, isDefault, isActive } : { name, isDefault, isActive },
  );
