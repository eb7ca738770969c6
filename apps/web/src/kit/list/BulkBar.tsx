/**
 * The bar shown instead of the filters while rows are selected (docs/product/platform-admin.md#companies, #company-detail, #super-admins):
 * 'N Selected', the actions, and a clear-selection button. While a bulk action runs, pass
 * `progress` to show 'Working... 3 of 10' and disable the buttons.
 *
 *   {list.selection.count > 0 ? (
 *     <BulkBar
 *       count={list.selection.count}
 *       onClear={list.selection.clear}
 *       progress={progress}                        // { done, total } | null
 *       actions={[
 *         { key: 'activate', label: 'Activate', icon: <IconCheck size={16} />, onClick: activate },
 *         { key: 'delete', label: 'Delete', color: 'red', icon: <IconTrash size={16} />, onClick: remove },
 *       ]}
 *     />
 *   ) : (<Group>...filters...</Group>)}
 *
 * `label` replaces the count text (e.g. 'N user(s) selected').
 */
import { Button, CloseButton, Group, Loader, Paper, Text, Tooltip, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

export interface BulkAction {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: MantineColor;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * For screens whose bulk buttons all go to one handler by key: `const action = bulkActionsBy(busy,
 * onBulk)`, then `action('delete', 'Delete', <IconTrash />, 'red')`.
 */
export const bulkActionsBy =
  <K extends string>(busy: boolean, onBulk: (key: K) => void) =>
  (key: K, label: string, icon: ReactNode, color?: MantineColor): BulkAction => ({
    key,
    label,
    icon,
    color,
    disabled: busy,
    onClick: () => onBulk(key),
  });

export interface BulkBarProps {
  count: number;
  actions: readonly BulkAction[];
  onClear: () => void;
  progress?: { done: number; total: number } | null;
  /** Replaces "N Selected". */
  label?: ReactNode;
}

export function BulkBar({ count, actions, onClear, progress, label }: BulkBarProps) {
  const t = MESSAGES.web.list;
  const busy = Boolean(progress);
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      bg="var(--mantine-primary-color-light)"
      role="region"
      aria-label={t.selected(count)}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t.clearSelection}>
            <CloseButton aria-label={t.clearSelection} onClick={onClear} disabled={busy} />
          </Tooltip>
          <Text fw={600} size="sm" aria-live="polite">
            {label ?? t.selected(count)}
          </Text>
          {progress && (
            <Group gap={6} wrap="nowrap">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t.bulkProgress(progress.done, progress.total)}
              </Text>
            </Group>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action.key}
              size="xs"
              variant={action.color === 'red' ? 'light' : 'default'}
              color={action.color}
              leftSection={action.icon}
              onClick={action.onClick}
              disabled={busy || action.disabled}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
