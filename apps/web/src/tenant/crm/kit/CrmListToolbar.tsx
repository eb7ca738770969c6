/**
 * A CRM list's filter row: its filters, 'Clear Filters', and the list's export and
 * CSV import. The table (CrmListPage) and the leads' board share it, so the board keeps them.
 */
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES, type ImportKind } from '@app/contracts';

import { ImportLink } from '../imports/ImportLink';
import { ExportButton, type ExportButtonProps } from './ExportButton';

export interface CrmListToolbarProps {
  filters: ReactNode;
  onClearFilters: () => void;
  /** The list's export: its download path and the query the screen shows. */
  exportFrom?: ExportButtonProps;
  /** The records' CSV import, reached from the list. */
  importKind?: ImportKind;
}

export function CrmListToolbar({ filters, onClearFilters, exportFrom, importKind }: CrmListToolbarProps) {
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end" role="search">
      {filters}
      <Button variant="default" onClick={onClearFilters}>
        {MESSAGES.web.crmKit.clearFilters}
      </Button>
      {exportFrom && <ExportButton {...exportFrom} />}
      {importKind && <ImportLink kind={importKind} />}
    </Group>
  );
}
