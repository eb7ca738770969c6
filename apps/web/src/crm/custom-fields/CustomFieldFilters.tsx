/**
 * The filter row's selects for the company's own fields: one per visible select or yes / no field
 * ("Region: North"). The list narrows by one field at a time, as the server does, so choosing a
 * value in one clears the others. A filter or sort by a field that has since been removed is
 * dropped from the address instead of failing the list.
 */
import { useEffect } from 'react';

import { MESSAGES } from '@app/contracts';

import type { CrmListChange, CrmListConfig, CustomFilter } from '../kit/crm-list-state';
import { FilterSelect } from '../kit/FilterSelect';
import { customFilterFor, fieldFilters, filterValueOf, staleFieldChange } from './list-fields';
import { useCustomFields, type RecordEntity } from './useCustomFields';

const r = MESSAGES.web.crmColumns.records;

interface FieldFilterList<K extends string, S extends string> {
  state: { sort: string; custom: CustomFilter | null };
  set: (change: CrmListChange<K, S>, options?: { replace?: boolean }) => void;
  setCustom: (custom: CustomFilter | null) => void;
}

export function CustomFieldFilters<K extends string, S extends string>({
  entity,
  list,
  config,
}: {
  entity: RecordEntity;
  list: FieldFilterList<K, S>;
  config: CrmListConfig<K, S>;
}) {
  const { fields, query } = useCustomFields(entity);
  const loaded = query.isSuccess;
  const stale = loaded ? staleFieldChange(list.state, fields, config) : null;
  const { set } = list;
  useEffect(() => {
    if (stale) set(stale, { replace: true });
  }, [stale, set]);

  return fieldFilters(fields).map((filter) => (
    <FilterSelect
      key={filter.name}
      label={filter.label}
      placeholder={r.anyValue(filter.label)}
      options={filter.options}
      value={filterValueOf(list.state.custom, filter.name)}
      onChange={(value) => list.setCustom(customFilterFor(filter.name, value))}
    />
  ));
}
