import { Button, Stack } from '@mantine/core';
import { IconBuildingStore, IconCalendarMinus, IconCalendarWeek, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { BRAND_TILE_FILTERS, CUSTOM_FIELD_MANAGER_ROLES, MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { PageHeader } from '../../kit/layout/PageHeader';
import { FilterChips, StatTiles } from '../../kit/list';
import { useCompanyTitle } from '../../company/company-profile';
import { bulkFieldColumns, type Brand } from './brand-columns';
import { brandListColumns } from './brand-list-columns';
import { useListLayout } from '../../kit/list/columns/useListLayout';
import { lazyOverlay } from '../../kit/layout/lazyOverlay';
import { usePreloadWhenIdle } from '../../kit/layout/usePreloadWhenIdle';
import { BrandsBody } from './BrandsBody';
import { BrandsToolbar } from './BrandsToolbar';
import { useBrandActions } from './useBrandActions';
import { useBrands } from './useBrands';

// The brand panel (with the form kit, the image picker and @mantine/dates), the Columns panel (with
// its drag and drop) and the bulk dialog load when first opened, or once the rows are on screen and
// the browser is idle: the first rows do not wait for their code.
const BrandPanel = lazyOverlay(
  () => import('./BrandPanel').then((m) => m.BrandPanel),
  (props) => props.opened,
  { opened: false },
);
const ColumnsPanel = lazyOverlay(
  () => import('../custom-fields/panel/ColumnsPanel').then((m) => m.ColumnsPanel),
  (props) => props.opened,
  { opened: false },
);
const BulkDialog = lazyOverlay(
  () => import('./BulkDialog').then((m) => m.BulkDialog),
  (props) => props.action !== null,
  { action: null },
);
/** What is loaded ahead: the Columns panel only for those who may open it. */
const OVERLAYS = [BrandPanel, BulkDialog];
const MANAGER_OVERLAYS = [...OVERLAYS, ColumnsPanel];

const t = MESSAGES.web.crmBrands;
const l = MESSAGES.web.list;
const TILE_ICONS = {
  total: <IconBuildingStore size={20} />,
  currentWeek: <IconCalendarWeek size={20} />,
  lastWeek: <IconCalendarMinus size={20} />,
};
const STAT_OF = { total: 'total', currentWeek: 'thisWeek', lastWeek: 'lastWeek' } as const;

/**
 * CRM Brands (docs/product/crm.md#brands, #custom-columns): tiles, search, chips, the table of the visible columns in their
 * saved order, the bulk bar, the brand panel and the Columns panel; everything on the server.
 */
export function BrandsPage() {
  useCompanyTitle(t.title);
  const data = useBrands();
  const { list, columns, brands } = data;
  const [panel, setPanel] = useState<{ opened: boolean; brand: Brand | null }>({ opened: false, brand: null });
  const [columnsOpen, setColumnsOpen] = useState(false);
  const managesColumns = (CUSTOM_FIELD_MANAGER_ROLES as readonly string[]).includes(useCurrentUser().role);
  const allColumns = useMemo(() => columns.data?.columns ?? [], [columns.data]);
  const layout = useListLayout(
    'brands',
    useMemo(() => brandListColumns(allColumns), [allColumns]),
  );
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
  usePreloadWhenIdle(managesColumns ? MANAGER_OVERLAYS : OVERLAYS, brands.data !== undefined);
  const openPanel = (brand: Brand | null) => setPanel({ opened: true, brand });
  const closePanel = () => setPanel((p) => ({ ...p, opened: false }));

  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openPanel(null)}>
            {t.add}
          </Button>
        }
      />
      <Stack gap="md">
        <StatTiles tiles={tiles} active={state.filter} onChange={(filter) => list.set({ filter })} />
        <BrandsToolbar
          selected={list.selection.count}
          onClearSelection={list.selection.clear}
          canUpdateField={fieldColumns.length > 0}
          bulkBusy={actions.bulkBusy}
          onBulk={actions.openDialog}
          search={state.search}
          onSearch={list.setSearch}
          layout={layout}
          onColumns={managesColumns ? () => setColumnsOpen(true) : undefined}
          exportQuery={list.query}
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
        <BrandsBody data={data} table={{ layout, onEdit: openPanel, onDelete: actions.removeOne }} />
      </Stack>
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
