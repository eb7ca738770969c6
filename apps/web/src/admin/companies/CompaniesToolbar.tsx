/**
 * Above the companies list: search, status and the Columns choice with the active filters' chips,
 * or, while companies are selected, the bulk bar in their place.
 */
import { Group, Stack } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';

import { MESSAGES, type ListTileFilter } from '@app/contracts';

import { usePhone } from '../../kit/layout/usePhone';
import { BulkBar } from '../../kit/list/BulkBar';
import { ColumnsMenu } from '../../kit/list/columns/ColumnsMenu';
import type { ListLayoutApi } from '../../kit/list/columns/useListLayout';
import { FilterChips } from '../../kit/list/FilterChips';
import { SearchInput } from '../../kit/list/SearchInput';
import { StatusSelect } from '../../kit/list/StatusSelect';
import type { ListStateApi } from '../../kit/list/useListState';
import { COMPANY_STATUS_FILTERS, type Company, type CompanySort, type CompanyStatusFilter } from './company-model';
import type { useCompanyBulk } from './useCompanyBulk';

const t = MESSAGES.web.companies;
const STATUS_OPTIONS = COMPANY_STATUS_FILTERS.map((value) => ({ value, label: t.statusOptions[value] }));

interface CompaniesToolbarProps {
  list: ListStateApi<ListTileFilter, CompanyStatusFilter, CompanySort, number>;
  layout: ListLayoutApi<Company>;
  bulk: ReturnType<typeof useCompanyBulk>;
}

export function CompaniesToolbar({ list, layout, bulk }: CompaniesToolbarProps) {
  const { state, selection } = list;
  const phone = usePhone();
  if (selection.count > 0)
    return (
      <BulkBar
        count={selection.count}
        onClear={selection.clear}
        progress={bulk.progress}
        actions={[
          {
            key: 'activate',
            label: t.activate,
            icon: <IconPlayerPlay size={14} />,
            onClick: () => void bulk.setStatus('active'),
          },
          {
            key: 'deactivate',
            label: t.deactivate,
            icon: <IconPlayerPause size={14} />,
            onClick: () => void bulk.setStatus('inactive'),
          },
          {
            key: 'delete',
            label: t.delete,
            color: 'red',
            icon: <IconTrash size={14} />,
            onClick: () => void bulk.remove(),
          },
        ]}
      />
    );
  const search = state.search.trim();
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <SearchInput
          value={state.search}
          onChange={list.setSearch}
          placeholder={t.searchPlaceholder}
          style={{ flex: 1, minWidth: 0 }}
        />
        <StatusSelect
          value={state.status}
          onChange={list.setStatus}
          options={STATUS_OPTIONS}
          w={{ base: 150, xs: 190 }}
          style={{ flexShrink: 0 }}
        />
        {!phone && <ColumnsMenu layout={layout} />}
      </Group>
      <FilterChips
        chips={[
          state.filter && { key: 'tile', label: t.tiles[state.filter], onRemove: () => list.set({ filter: null }) },
          search && {
            key: 'search',
            label: MESSAGES.web.list.searchChip(search),
            onRemove: () => list.setSearch(''),
          },
          state.status !== 'all' && {
            key: 'status',
            label: MESSAGES.web.list.statusChip(t.statusOptions[state.status]),
            onRemove: () => list.setStatus('all'),
          },
        ]}
        onClearAll={list.clearFilters}
      />
    </Stack>
  );
}
