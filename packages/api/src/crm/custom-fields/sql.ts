/**
 * Custom field values as SQL, for any record's custom_fields: the text a search reads, a sort key
 * in the order its type makes sense in, and a list filter. A stored value of the wrong shape (left
 * by an older field definition) sorts and filters as empty instead of failing the statement.
 */
import { isCustomSortKey, MESSAGES, CUSTOM_SORT_PREFIX } from '@app/contracts';
import { or, sql, type Column, type SQL } from '@app/db';

import { fieldError } from '../../core/errors';
import { containsPattern } from '../../kit/pagination/page';
import { isCustomColumn } from '../custom-columns/built-in';
import type { ColumnRow } from '../custom-columns/serialize';

const m = MESSAGES.crm.columns;

export const customText = (values: Column, name: string) => sql`(${values} ->> ${name})`;

const DATE_TEXT = sql.raw(`'^\\d{4}-\\d{2}-\\d{2}$'`);

export function customSort(values: Column, column: ColumnRow): SQL {
  const json = sql`(${values} -> ${column.name})`;
  const text = customText(values, column.name);
  switch (column.type) {
    case 'number':
      return sql`(case when jsonb_typeof(${json}) = 'number' then ${text}::numeric end)`;
    case 'date':
      return sql`(case when ${text} ~ ${DATE_TEXT} then ${text}::date end)`;
    case 'boolean':
      return sql`(case when jsonb_typeof(${json}) = 'boolean' then ${text}::boolean end)`;
    default:
      return sql`lower(${text})`;
  }
}

/**
 * Text the trigram index over `custom_fields::text` can narrow by: jsonb's text writes `"` and `\`
 * escaped, so a term holding one of those is looked for without it (a scan, but never missed).
 */
function narrowed(values: Column, contains: string, match: SQL): SQL {
  return /["\\]/.test(contains) ? match : sql`(${values}::text ilike ${contains} and ${match})`;
}

/** Values equal to `value` under `name`, read through the containment index. */
const holds = (values: Column, name: string, value: string | number | boolean) =>
  sql`${values} @> ${JSON.stringify({ [name]: value })}::jsonb`;

/**
 * Matches of a search among the visible custom fields: text and dates by their text, a select by
 * its value or by the label people read. Each part is one the indexes serve, so a search stays an
 * index read with custom fields (decision 0032).
 */
export function customSearch(values: Column, columns: readonly ColumnRow[], search: string, contains: string): SQL[] {
  const needle = search.toLowerCase();
  const searched = columns.filter((c) => c.isVisible && isCustomColumn(c) && c.type !== 'boolean');
  if (searched.length === 0) return [];
  const texts = searched.map((column) => sql`${customText(values, column.name)} ilike ${contains}`);
  const matches = [narrowed(values, contains, or(...texts)!)];
  for (const column of searched.filter((c) => c.type === 'select')) {
    for (const option of column.options.filter((o) => o.label.toLowerCase().includes(needle))) {
      matches.push(holds(values, column.name, option.value));
    }
  }
  return matches;
}

/** The custom field a `customFields.<name>` sort names, as its sort key; another name is a 400. */
export function customSortKey(values: Column, columns: readonly ColumnRow[], sort: string): SQL {
  const name = isCustomSortKey(sort) ? sort.slice(CUSTOM_SORT_PREFIX.length) : '';
  const column = columns.find((c) => c.name === name && isCustomColumn(c));
  if (!column) throw fieldError('sort', MESSAGES.crm.brands.sortUnknown(sort));
  return customSort(values, column);
}

/**
 * One custom field filter: a select, boolean, number or date by equality (as stored), text by
 * containing the value, case-insensitively.
 */
export function customFilter(
  values: Column,
  columns: readonly ColumnRow[],
  filter: { customField?: string; customValue?: string },
): SQL | undefined {
  if (!filter.customField) return undefined;
  const column = columns.find((c) => c.name === filter.customField && isCustomColumn(c));
  if (!column) throw fieldError('customField', m.customFilterUnknown(filter.customField));
  const value = filter.customValue?.trim() ?? '';
  if (value === '') throw fieldError('customValue', m.customFilterValueRequired);
  switch (column.type) {
    case 'text': {
      const contains = containsPattern(value);
      return narrowed(values, contains, sql`${customText(values, column.name)} ilike ${contains}`);
    }
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n)) throw fieldError('customValue', MESSAGES.crm.customFields.fieldNumber(column.label));
      return holds(values, column.name, n);
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') {
        throw fieldError('customValue', MESSAGES.crm.customFields.fieldBoolean(column.label));
      }
      return holds(values, column.name, value === 'true');
    default:
      return holds(values, column.name, value);
  }
}
