import { Group } from '@mantine/core';
import { IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MESSAGES, TEAM_STATUS_FILTERS } from '@app/contracts';

import { BulkBar, bulkActionsBy, SearchInput, StatusSelect } from '../list';
import type { BulkAction } from './bulk';
import type { TeamTexts } from './team-texts';

type TeamStatus = (typeof TEAM_STATUS_FILTERS)[number];

interface TeamToolbarProps {
  texts: TeamTexts['ui'];
  selected: number;
  onClearSelection: () => void;
  bulkBusy: boolean;
  onBulk: (action: BulkAction) => void;
  status: TeamStatus;
  onStatus: (status: TeamStatus) => void;
  search: string;
  onSearch: (search: string) => void;
  /** At the row's end: the Columns choice (not on phones, which show cards). */
  extra?: ReactNode;
  /** Shown under the filters (the chips of the active filters). */
  children?: ReactNode;
}

/** The filters (status, search, columns), replaced by the bulk bar while rows are selected. */
export function TeamToolbar({ texts, selected, bulkBusy, onBulk, extra, children, ...filters }: TeamToolbarProps) {
  if (selected > 0) {
    const action = bulkActionsBy<BulkAction>(bulkBusy, onBulk);
    return (
      <BulkBar
        count={selected}
        label={texts.selected(selected)}
        onClear={filters.onClearSelection}
        actions={[
          action('activate', texts.activate, <IconUserCheck size={16} />),
          action('deactivate', texts.deactivate, <IconUserOff size={16} />),
          action('delete', texts.delete, <IconTrash size={16} />, 'red'),
        ]}
      />
    );
  }
  return (
    <>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <StatusSelect
          value={filters.status}
          onChange={filters.onStatus}
          options={TEAM_STATUS_FILTERS.map((value) => ({ value, label: texts.statusOptions[value] }))}
          w={{ base: '100%', xs: 190 }}
        />
        <SearchInput
          value={filters.search}
          onChange={filters.onSearch}
          placeholder={MESSAGES.users.searchPlaceholder}
          style={{ flex: '1 1 280px' }}
        />
        {extra}
      </Group>
      {children}
    </>
  );
}
