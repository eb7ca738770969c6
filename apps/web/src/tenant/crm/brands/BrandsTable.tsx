import { ActionIcon, Checkbox, Group, Table, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { SortHeader, type Selection, type SortOrder } from '../../../shared/list';
import type { Brand, BrandColumn } from './brand-columns';
import { BrandCell } from './BrandCell';

const t = MESSAGES.web.crmBrands;
const l = MESSAGES.web.list;

interface BrandsTableProps {
  columns: BrandColumn[];
  rows: Brand[];
  selection: Selection<string>;
  sort: string;
  order: SortOrder;
  onSort: (column: string) => void;
  busy: boolean;
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

/** A page of brands: selection, one sortable column per visible column, edit / delete (spec 002 §2.1). */
export function BrandsTable({
  columns,
  rows,
  selection,
  sort,
  order,
  onSort,
  busy,
  onEdit,
  onDelete,
}: BrandsTableProps) {
  const ids = rows.map((r) => r.id);
  const allChecked = ids.length > 0 && ids.every((id) => selection.has(id));
  const someChecked = ids.some((id) => selection.has(id));
  return (
    <Table.ScrollContainer minWidth={Math.max(560, 160 * columns.length)} type="native">
      <Table verticalSpacing="sm" horizontalSpacing={8} highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={l.selectAll}
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                onChange={(event) => selection.setMany(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            {columns.map((column) => (
              <SortHeader key={column.id} column={column.name} sort={sort} order={order} onSort={onSort}>
                {column.label}
              </SortHeader>
            ))}
            <Table.Th ta="right">{t.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((brand) => (
            <Table.Tr
              key={brand.id}
              data-brand={brand.name}
              bg={selection.has(brand.id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={l.selectRow(brand.name)}
                  checked={selection.has(brand.id)}
                  onChange={() => selection.toggle(brand.id)}
                />
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.id}>
                  <BrandCell brand={brand} column={column} />
                </Table.Td>
              ))}
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
