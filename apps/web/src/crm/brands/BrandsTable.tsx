/**
 * A page of brands drawn through the person's layout: selection for the bulk bar, the company's
 * visible columns (the name first) in the order and widths the person chose, a click or Enter on
 * a row opening the brand's page, edit / delete at the row's end.
 */
import { ActionIcon, Checkbox, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { SelectAllBox, type Selection, type SortOrder } from '../../kit/list';
import { LayoutTable } from '../../kit/list/columns/LayoutTable';
import type { ListLayoutApi } from '../../kit/list/columns/useListLayout';
import { brandPageHref } from '../kit/record-links';
import type { Brand } from './brand-columns';

const t = MESSAGES.web.crmBrands;
const l = MESSAGES.web.list;

interface BrandsTableProps {
  layout: ListLayoutApi<Brand>;
  rows: Brand[];
  selection: Selection<string>;
  sort: string;
  order: SortOrder;
  onSort: (column: string) => void;
  busy: boolean;
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

export function BrandsTable({
  layout,
  rows,
  selection,
  sort,
  order,
  onSort,
  busy,
  onEdit,
  onDelete,
}: BrandsTableProps) {
  return (
    <LayoutTable
      layout={layout}
      rows={rows}
      rowKey={(brand) => brand.id}
      rowData={(brand) => ({ 'data-brand': brand.name })}
      rowName={(brand) => brand.name}
      rowHref={(brand) => brandPageHref(brand.id)}
      sort={{ sort, order, onSort }}
      busy={busy}
      select={{
        head: <SelectAllBox ids={rows.map((r) => r.id)} selection={selection} />,
        cell: (brand) => (
          <Checkbox
            aria-label={l.selectRow(brand.name)}
            checked={selection.has(brand.id)}
            onChange={() => selection.toggle(brand.id)}
          />
        ),
        selected: (brand) => selection.has(brand.id),
      }}
      actionsWidth={96}
      actions={(brand) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t.edit}>
            <ActionIcon variant="subtle" aria-label={`${t.edit} ${brand.name}`} onClick={() => onEdit(brand)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t.delete}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t.delete} ${brand.name}`}
              onClick={() => onDelete(brand)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    />
  );
}
