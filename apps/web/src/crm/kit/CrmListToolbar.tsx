/**
 * A CRM list's filter row: its filters, 'Clear Filters', and the list's export and CSV import.
 * The table (CrmListPage) and the leads' board share it, so the board keeps them. On a phone the
 * filters fold behind one "Filters (n)" button, so the first row is in view without scrolling.
 */
import { Button, Collapse, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MESSAGES, type ImportKind } from '@app/contracts';

import { ImportLink } from '../imports/ImportLink';
import { ExportButton, type ExportButtonProps } from './ExportButton';
import { usePhone } from '../../kit/layout/usePhone';

export interface CrmListToolbarProps {
  filters: ReactNode;
  onClearFilters: () => void;
  /** How many filters (and the search) narrow the list now. */
  activeFilters: number;
  /** The list's export: its download path and the query the screen shows. */
  exportFrom?: ExportButtonProps;
  /** The records' CSV import, reached from the list. */
  importKind?: ImportKind;
  /** More tools at the row's end (the Columns button). */
  extra?: ReactNode;
}

export function CrmListToolbar(props: CrmListToolbarProps) {
  const phone = usePhone();
  const [open, { toggle }] = useDisclosure(false);
  const clear = (
    <Button variant="default" onClick={props.onClearFilters}>
      {MESSAGES.web.crmKit.clearFilters}
    </Button>
  );
  const tools = (
    <>
      {props.exportFrom && <ExportButton {...props.exportFrom} />}
      {props.importKind && <ImportLink kind={props.importKind} />}
      {props.extra}
    </>
  );
  if (!phone)
    return (
      <Group gap="sm" mb="md" wrap="wrap" align="flex-end" role="search">
        {props.filters}
        {clear}
        {tools}
      </Group>
    );
  return (
    <div role="search">
      <Group gap="xs" mb="xs" wrap="wrap">
        <Button
          variant={props.activeFilters > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={toggle}
          aria-expanded={open}
          aria-controls="list-filters"
        >
          {MESSAGES.web.listLayout.filtersCount(props.activeFilters)}
        </Button>
        {tools}
      </Group>
      <Collapse expanded={open} id="list-filters">
        <Group gap="xs" mb="sm" wrap="wrap" align="flex-end">
          {props.filters}
          {clear}
        </Group>
      </Collapse>
    </div>
  );
}
