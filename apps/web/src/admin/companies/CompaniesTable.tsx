/**
 * A page of companies in the person's columns: selection for the bulk bar, the status select,
 * website / details / edit / delete at the row's end; a click or Enter on the row (or a click on
 * the name, which is a real link for a new tab) opens the company's page. Cards on a phone.
 */
import { Box, Checkbox } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { LayoutTable } from '../../kit/list/columns/LayoutTable';
import type { ListLayoutApi } from '../../kit/list/columns/useListLayout';
import type { SortOrder } from '../../kit/list/list-state';
import { SelectAllBox } from '../../kit/list/SelectAllBox';
import type { Selection } from '../../kit/list/useListState';
import type { CompanyDetailState } from '../company-detail/detail-state';
import type { Company, CompanySort } from './company-model';
import { CompanyRowContext, type CompanyRowTools } from './company-row';
import { CompanyActions } from './CompanyActions';

const l = MESSAGES.web.list;

export interface CompaniesTableProps extends CompanyRowTools {
  layout: ListLayoutApi<Company>;
  companies: readonly Company[];
  sort: CompanySort;
  order: SortOrder;
  onSort: (column: CompanySort) => void;
  selection: Selection<number>;
  /** A newer page is on its way: the rows shown are the previous ones. */
  busy?: boolean;
}

/** The list's query string travels to the company's page, so its previous / next follow this order. */
const openedFrom = (): CompanyDetailState => ({ listSearch: window.location.search });

export function CompaniesTable({
  layout,
  companies,
  sort,
  order,
  onSort,
  selection,
  busy,
  ...tools
}: CompaniesTableProps) {
  return (
    <CompanyRowContext.Provider value={tools}>
      <Box style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
        <LayoutTable
          layout={layout}
          rows={companies}
          rowKey={(company) => String(company.id)}
          rowName={(company) => company.name}
          rowHref={(company) => `/companies/${company.id}`}
          rowState={openedFrom}
          rowData={(company) => ({ 'data-company': company.subdomain })}
          sort={{ sort, order, onSort: (column) => onSort(column as CompanySort) }}
          busy={busy}
          select={{
            head: <SelectAllBox ids={companies.map((c) => c.id)} selection={selection} />,
            cell: (company) => (
              <Checkbox
                aria-label={l.selectRow(company.name)}
                checked={selection.has(company.id)}
                onChange={() => selection.toggle(company.id)}
              />
            ),
            selected: (company) => selection.has(company.id),
          }}
          actionsWidth={140}
          actions={(company) => <CompanyActions company={company} />}
        />
      </Box>
    </CompanyRowContext.Provider>
  );
}
