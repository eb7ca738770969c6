import { Button, Group } from '@mantine/core';
import { IconColumns, IconForms, IconTrash, IconUserShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { BulkBar, bulkActionsBy, SearchInput } from '../../kit/list';
import { ImportLink } from '../imports/ImportLink';
import { ExportButton } from '../kit/ExportButton';
import type { BrandBulkAction } from './bulk';
import type { Brand } from './brand-columns';
import { ColumnsMenu } from '../../kit/list/columns/ColumnsMenu';
import type { ListLayoutApi } from '../../kit/list/columns/useListLayout';

const t = MESSAGES.web.crmBrands;

interface BrandsToolbarProps {
  selected: number;
  onClearSelection: () => void;
  /** Update Field shows only when a custom select column exists. */
  canUpdateField: boolean;
  bulkBusy: boolean;
  onBulk: (action: BrandBulkAction) => void;
  search: string;
  onSearch: (search: string) => void;
  /** The person's own columns, widths and density. */
  layout: ListLayoutApi<Brand>;
  /** Left out for team members: the company's fields are the owner's and admins' to shape. */
  onColumns?: () => void;
  /** The list's query, for its export. */
  exportQuery: object;
  /** The active filters' chips, under the filters. */
  children?: ReactNode;
}

/**
 * Search, Columns (the person's choice, and the company's fields for owners and admins), export,
 * and import; replaced by the bulk bar while rows are selected.
 */
export function BrandsToolbar({ selected, canUpdateField, bulkBusy, onBulk, children, ...props }: BrandsToolbarProps) {
  if (selected > 0) {
    const action = bulkActionsBy<BrandBulkAction>(bulkBusy, onBulk);
    return (
      <BulkBar
        count={selected}
        onClear={props.onClearSelection}
        actions={[
          action('changeOwner', t.bulk.changeOwner, <IconUserShare size={16} />),
          ...(canUpdateField ? [action('updateField', t.bulk.updateField, <IconForms size={16} />)] : []),
          action('delete', t.bulk.delete, <IconTrash size={16} />, 'red'),
        ]}
      />
    );
  }
  return (
    <>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SearchInput
          value={props.search}
          onChange={props.onSearch}
          placeholder={MESSAGES.crm.brands.searchPlaceholder}
          style={{ flex: '1 1 260px' }}
        />
        <ColumnsMenu
          layout={props.layout}
          footer={(close) =>
            props.onColumns && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconColumns size={14} />}
                onClick={() => {
                  close();
                  props.onColumns?.();
                }}
              >
                {t.manageFields}
              </Button>
            )
          }
        />
        <ExportButton path="/crm/brands/export" query={props.exportQuery} name="brands" />
        <ImportLink kind="brand" />
      </Group>
      {children}
    </>
  );
}
