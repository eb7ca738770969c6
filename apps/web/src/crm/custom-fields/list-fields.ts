/**
 * The company's fields in a list of leads, meetings or enquiries: a column for each visible field
 * after the list's own (shown until the person hides it, as a field is added to be seen), sorted
 * on the server by `customFields.<name>`; a filter for each visible select or yes / no field; and
 * what to drop from the address when it names a field that no longer exists.
 */
import type { ReactNode } from 'react';

import { CUSTOM_SORT_PREFIX, MESSAGES, type CustomSortKey } from '@app/contracts';

import type { ListColumn } from '../../kit/list/columns/column-layout';
import type { CrmListChange, CrmListConfig, CustomFilter } from '../kit/crm-list-state';
import type { CustomField } from './useCustomFields';

/** A field's column id, which is also its sort key. */
export const fieldColumnId = (name: string): CustomSortKey => `${CUSTOM_SORT_PREFIX}${name}`;

/** Wide enough for the type's values; a long label widens it, up to a point. */
const TYPE_WIDTH: Record<CustomField['type'], number> = {
  text: 180,
  number: 120,
  date: 120,
  select: 140,
  boolean: 100,
};
const MAX_WIDTH = 240;

export const fieldColumnWidth = (field: Pick<CustomField, 'type' | 'label'>) =>
  Math.min(MAX_WIDTH, Math.max(TYPE_WIDTH[field.type], field.label.length * 8 + 48));

const visibleInOrder = (fields: readonly CustomField[]) =>
  fields.filter((f) => f.isVisible).sort((a, b) => a.position - b.position);

/** The visible fields as list columns, in the company's order; `cell` draws a row's value. */
export function fieldColumns<R>(
  fields: readonly CustomField[],
  cell: (field: CustomField, row: R) => ReactNode,
): ListColumn<R>[] {
  return visibleInOrder(fields).map((field) => ({
    id: fieldColumnId(field.name),
    label: field.label,
    sort: fieldColumnId(field.name),
    width: fieldColumnWidth(field),
    cell: (row: R) => cell(field, row),
  }));
}

export interface FieldFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

const yesNo = MESSAGES.web.crmBrands;

/** The filters the row offers: one per visible select (its options) or yes / no field. */
export function fieldFilters(fields: readonly CustomField[]): FieldFilter[] {
  return visibleInOrder(fields).flatMap((field) => {
    if (field.type === 'boolean')
      return [
        {
          name: field.name,
          label: field.label,
          options: [
            { value: 'true', label: yesNo.yes },
            { value: 'false', label: yesNo.no },
          ],
        },
      ];
    if (field.type === 'select' && field.options.length > 0)
      return [
        { name: field.name, label: field.label, options: field.options.map(({ value, label }) => ({ value, label })) },
      ];
    return [];
  });
}

/** The filter's value for one field: '' unless the list is filtered by that field. */
export const filterValueOf = (custom: CustomFilter | null, name: string) =>
  custom?.field === name ? custom.value : '';

/** The list's custom filter after one field's select changed ('' clears it). */
export const customFilterFor = (name: string, value: string): CustomFilter | null =>
  value ? { field: name, value } : null;

/**
 * An address (a bookmark, a link from before a field was removed) may sort or filter by a field
 * the company no longer has; the server refuses that, so the list goes back to its own order and
 * drops the filter. Null when nothing needs to change.
 */
export function staleFieldChange<K extends string, S extends string>(
  state: { sort: string; custom: CustomFilter | null },
  fields: readonly Pick<CustomField, 'name'>[],
  config: Pick<CrmListConfig<K, S>, 'defaultSort' | 'defaultOrder'>,
): CrmListChange<K, S> | null {
  const names = new Set(fields.map((f) => f.name));
  const sortGone = state.sort.startsWith(CUSTOM_SORT_PREFIX) && !names.has(state.sort.slice(CUSTOM_SORT_PREFIX.length));
  const filterGone = state.custom !== null && !names.has(state.custom.field);
  if (!sortGone && !filterGone) return null;
  return {
    ...(sortGone ? { sort: config.defaultSort, order: config.defaultOrder ?? 'desc' } : {}),
    ...(filterGone ? { custom: null } : {}),
  };
}
