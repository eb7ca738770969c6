/**
 * An empty list: a title, a line of explanation and, when filters narrow the list, a
 * 'Clear all filters' button:
 *
 *   <EmptyState
 *     title="No companies found"
 *     message={list.filtered ? 'No companies match "acme"' : 'Get started by adding your first company'}
 *     onClearFilters={list.filtered ? list.clearFilters : undefined}
 *     action={<Button onClick={openCreate}>Add Company</Button>}   // optional, e.g. when nothing is filtered
 *   />
 */
import { Button, EmptyState as MantineEmptyState } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  icon?: ReactNode;
  /** Shows 'Clear all filters'. */
  onClearFilters?: () => void;
  clearLabel?: string;
  action?: ReactNode;
}

export function EmptyState({
  title,
  message,
  icon,
  onClearFilters,
  clearLabel = MESSAGES.web.list.clearAllFilters,
  action,
}: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      px="md"
      variant="light"
      title={title}
      description={message}
      icon={icon ?? <IconSearch size={24} />}
      role="status"
    >
      {(onClearFilters || action) && (
        <MantineEmptyState.Actions>
          {onClearFilters && (
            <Button variant="light" onClick={onClearFilters}>
              {clearLabel}
            </Button>
          )}
          {action}
        </MantineEmptyState.Actions>
      )}
    </MantineEmptyState>
  );
}
