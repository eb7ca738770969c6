import { IconBuildingStore } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

import { MESSAGES } from '@app/contracts';

import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageLoader } from '../../kit/layout/PageLoader';
import { EmptyState, ListFooter } from '../../kit/list';
import type { BrandsData } from './useBrands';
import { BrandsTable } from './BrandsTable';

const m = MESSAGES.crm.brands;
const t = MESSAGES.web.crmBrands;

interface BrandsBodyProps {
  data: BrandsData;
  table: Omit<ComponentProps<typeof BrandsTable>, 'rows' | 'selection' | 'sort' | 'order' | 'onSort' | 'busy'>;
}

/** Under the toolbar: 'Loading columns...', loading, error with Retry, 'No brands found', or the table and footer. */
export function BrandsBody({ data, table }: BrandsBodyProps) {
  const { columns, brands, list } = data;
  const failed = columns.isError ? columns : brands.isError ? brands : null;
  if (failed) {
    return (
      <ErrorView
        error={columns.isError ? MESSAGES.crm.columns.fetchFailed : m.fetchFailed}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (columns.isPending || !table.layout.ready) return <PageLoader label={m.loadingColumns} />;
  if (brands.isPending || !brands.data) return <PageLoader />;
  const search = list.state.search.trim();
  if (brands.data.brands.length === 0) {
    return (
      <EmptyState
        icon={<IconBuildingStore size={24} />}
        title={m.empty}
        message={search ? t.noMatch(search) : list.filtered ? undefined : t.noneYet}
        onClearFilters={list.filtered ? list.clearFilters : undefined}
      />
    );
  }
  return (
    <>
      <BrandsTable
        {...table}
        rows={brands.data.brands}
        selection={list.selection}
        sort={list.state.sort}
        order={list.state.order}
        onSort={list.toggleSort}
        busy={brands.isFetching}
      />
      <ListFooter
        page={list.state.page}
        limit={list.state.limit}
        total={brands.data.pagination.total}
        pages={brands.data.pagination.pages}
        onPageChange={list.setPage}
        onLimitChange={list.setLimit}
      />
    </>
  );
}
