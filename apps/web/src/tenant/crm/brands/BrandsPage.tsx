import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconCalendarMinus, IconCalendarWeek } from '@tabler/icons-react';
import { useState } from 'react';

import { BRAND_TILE_FILTERS, CUSTOM_FIELD_MANAGER_ROLES, MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../../auth/session-context';
import { FloatingAdd } from '../../../team/FloatingAdd';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { FilterChips, StatTiles } from '../../../shared/list';
import { useCompanyTitle } from '../../company-profile';
import { bulkFieldColumns, visibleColumns, type Brand } from './brand-columns';
import { BrandPanel } from './BrandPanel';
import { BrandsBody } from './BrandsBody';
import { BrandsToolbar } from './BrandsToolbar';
import { BulkDialog } from './BulkDialog';
import { ColumnsPanel } from './columns/ColumnsPanel';
import { useBrandActions } from './useBrandActions';
import { useBrands } from './useBrands';

const t = MESSAGES.web.crmBrands;
const l = MESSAGES.web.list;
const TILE_ICONS = {
  total: <IconBuildingStore size={20} />,
  currentWeek: <IconCalendarWeek size={20} />,
  lastWeek: <IconCalendarMinus size={20} />,
};
const STAT_OF = { total: 'total', currentWeek: 'thisWeek', lastWeek: 'lastWeek' } as const;

/**
 * CRM Brands (spec 002 §2.1–§2.3): tiles, search, chips, the table of the visible columns in their
 * saved order, the bulk bar, the brand panel and the Columns panel; everything on the server.
 */
export function BrandsPage() {
  useCompanyTitle(t.title);
  const data = useBrands();
  const { list, columns, brands } = data;
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [panel, setPanel] = useState<{ opened: boolean; brand: Brand | null }>({ opened: false, brand: null });
  const [columnsOpen, setColumnsOpen] = useState(false);
  const managesColumns = (CUSTOM_FIELD_MANAGER_ROLES as readonly string[]).includes(useCurrentUser().role);
  const allColumns = columns.data?.columns ?? [];
  const fieldColumns = bulkFieldColumns(allColumns);
  const actions = useBrandActions({
    rows: brands.data?.brands ?? [],
    columns: allColumns,
    selection: list.selection,
    refresh: data.refresh,
  });
  const { state } = list;
  const stats = brands.data?.stats;
  const tiles = BRAND_TILE_FILTERS.map((value) => ({
    value,
    label: t.tiles[value],
    count: stats?.[STAT_OF[value]],
    icon: TILE_ICONS[value],
  }));
  const openPanel = (brand: Brand | null) => setPanel({ opened: true, brand });
  const closePanel = () => setPanel((p) => ({ ...p, opened: false }));

  return (
    <>
      <PageHeader title={t.title} />
      <Stack gap="md" pb={phone ? 64 : undefined}>
        <StatTiles tiles={tiles} active={state.filter} onChange={(filter) => list.set({ filter })} />
        <BrandsToolbar
          selected={list.selection.count}
          onClearSelection={list.selection.clear}
          canUpdateField={fieldColumns.length > 0}
          bulkBusy={actions.bulkBusy}
          onBulk={actions.openDialog}
          search={state.search}
          onSearch={list.setSearch}
          onColumns={managesColumns ? () => setColumnsOpen(true) : undefined}
          exportQuery={list.query}
          onAdd={phone ? undefined : () => openPanel(null)}
        >
          <FilterChips
            chips={[
              state.filter && { key: 'tile', label: t.tiles[state.filter], onRemove: () => list.set({ filter: null }) },
              state.search.trim() && {
                key: 'search',
                label: l.searchChip(state.search.trim()),
                onRemove: () => list.setSearch(''),
              },
            ]}
            onClearAll={list.clearFilters}
          />
        </BrandsToolbar>
        <BrandsBody
          data={data}
          table={{ columns: visibleColumns(allColumns), onEdit: openPanel, onDelete: actions.removeOne }}
        />
      </Stack>
      {phone && <FloatingAdd label={t.add} onClick={() => openPanel(null)} />}
      <BrandPanel
        opened={panel.opened}
        brand={panel.brand}
        columns={allColumns}
        onClose={closePanel}
        onSaved={() => {
          closePanel();
          void data.refresh();
        }}
      />
      {managesColumns && (
        <ColumnsPanel
          opened={columnsOpen}
          onClose={() => setColumnsOpen(false)}
          columns={allColumns}
          onChanged={data.refresh}
        />
      )}
      <BulkDialog
        key={actions.dialog ?? 'closed'}
        action={actions.dialog}
        count={list.selection.count}
        fieldColumns={fieldColumns}
        busy={actions.bulkBusy}
        onCancel={actions.closeDialog}
        onConfirm={actions.runBulk}
      />
    </>
  );
}
