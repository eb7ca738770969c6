/**
 * What a lead, meeting or enquiry list needs of the company's custom fields: the fields are read
 * only when the request searches, sorts or filters by them, so a plain page costs no extra query.
 */
import { isCustomSortKey, type CustomColumnEntity, type CustomSortKey } from '@app/contracts';
import type { Column, Executor, SQL } from '@app/db';

import { columnsOf } from '../custom-columns/reads';
import type { ColumnRow } from '../custom-columns/serialize';
import { containsPattern } from '../../kit/pagination/page';
import { customFilter, customSearch, customSortKey } from './sql';

interface ListRequest {
  search?: string;
  sort: string;
  customField?: string;
  customValue?: string;
}

export interface ListFields {
  /** The record's custom_fields column. */
  values: Column;
  fields: readonly ColumnRow[];
}

export async function listFieldsOf(
  tx: Executor,
  entity: Exclude<CustomColumnEntity, 'brand'>,
  values: Column,
  input: ListRequest,
): Promise<ListFields> {
  const needed = Boolean(input.search) || isCustomSortKey(input.sort) || Boolean(input.customField);
  return { values, fields: needed ? await columnsOf(tx, entity) : [] };
}

/** No custom fields: for callers that neither search nor sort by them (and the tests of others). */
export const withoutFields = (values: Column): ListFields => ({ values, fields: [] });

/** The list's sort key: one of its own, or a custom field's (an unknown field is a 400 on `sort`). */
export function listSortKey<K extends string>(
  own: Record<K, SQL | Column>,
  list: ListFields,
  sort: K | CustomSortKey,
): SQL | Column {
  return isCustomSortKey(sort) ? customSortKey(list.values, list.fields, sort) : own[sort as K];
}

/** The custom fields' part of a list's conditions: its filter, and the search's extra matches. */
export function customConditions(list: ListFields, input: ListRequest): { filter?: SQL; searchMatches: SQL[] } {
  return {
    filter: customFilter(list.values, list.fields, input),
    searchMatches: input.search
      ? customSearch(list.values, list.fields, input.search, containsPattern(input.search))
      : [],
  };
}
