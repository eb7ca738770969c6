/**
 * Picks a lead by searching crm.leads.list on the server (client name, brand, email); each option
 * shows the client's name and brand. Reports the whole option (id, brand, client name, CS person).
 */
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { mergeLeadOptions, toLeadOption, type LeadOption } from './lead-option';

const PICKER_PAGE = 20;

export interface LeadPickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> {
  value: LeadOption | null;
  onChange: (lead: LeadOption | null) => void;
}

export function LeadPicker({ value, onChange, ...rest }: LeadPickerProps) {
  const t = MESSAGES.web.crmKit;
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // The box shows the picked option's label; searching that label would hide the other leads.
  const query = debounced && debounced !== (value ? t.leadOption(value.clientName, value.brand) : '') ? debounced : '';
  const leads = useQuery({
    ...trpc.crm.leads.list.queryOptions({ page: 1, limit: PICKER_PAGE, ...(query ? { search: query } : {}) }),
    placeholderData: keepPreviousData,
  });
  const options = mergeLeadOptions((leads.data?.leads ?? []).map(toLeadOption), value);
  return (
    <Select
      label={t.lead}
      placeholder={t.leadPlaceholder}
      nothingFoundMessage={leads.isFetching ? undefined : t.noLeadsFound}
      searchable
      filter={({ options: all }) => all}
      {...rest}
      data={options.map((lead) => ({ value: lead.id, label: t.leadOption(lead.clientName, lead.brand) }))}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((lead) => lead.id === id) ?? null)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
