import { MESSAGES, type CompanyListEntryInput } from '@app/contracts';

import { fieldError } from '../../core/errors';
import type { CompanyListName, ListRow, ListTexts } from './lists';

export interface KeptEntry {
  id: string;
  name: string;
  isActive: boolean;
  position: number;
  /** The stored name when this save renames the entry. */
  renamedFrom?: string;
}

export interface NewEntry {
  name: string;
  isActive: boolean;
  position: number;
}

export interface ListPlan {
  kept: KeptEntry[];
  added: NewEntry[];
  removed: ListRow[];
}

/**
 * Turns the full list a screen sends (docs/product/company-portal.md#rest-paths: PUT with the whole list) into changes against
 * the stored one, enforcing docs/product/company-portal.md#validation: blank names are dropped, names are unique ignoring case,
 * default entries are never deleted. Position is the order sent. Refusals name the field.
 */
export function planListSave(
  list: CompanyListName,
  stored: readonly ListRow[],
  sent: readonly CompanyListEntryInput[],
  texts: ListTexts,
): ListPlan {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const seenNames = new Set<string>();
  const seenIds = new Set<string>();
  const plan: ListPlan = { kept: [], added: [], removed: [] };

  sent.forEach((entry, index) => {
    const row = entry.id === undefined ? undefined : byId.get(entry.id);
    if (entry.id !== undefined && (!row || seenIds.has(entry.id)))
      throw fieldError(`${list}.${index}.id`, MESSAGES.companyLists.unknownEntry);
    // A blank name is ignored: a new entry is dropped, an existing one keeps its name.
    const name = entry.name || row?.name;
    if (!name) return;
    const key = name.toLowerCase();
    if (seenNames.has(key)) throw fieldError(`${list}.${index}.name`, texts.duplicate);
    seenNames.add(key);
    const position = plan.kept.length + plan.added.length;
    if (!row) {
      plan.added.push({ name, isActive: entry.isActive, position });
      return;
    }
    seenIds.add(row.id);
    const renamed = row.name !== name ? { renamedFrom: row.name } : {};
    plan.kept.push({ id: row.id, name, isActive: entry.isActive, position, ...renamed });
  });

  plan.removed = stored.filter((row) => !seenIds.has(row.id));
  if (plan.removed.some((row) => row.isDefault)) throw fieldError(list, texts.defaultDelete);
  return plan;
}
