/**
 * A list short enough to show whole (no pages, no filters) with a button that adds to it, such as
 * the API keys and the webhook endpoints: a spinner while it loads, the error with Retry, an empty
 * state offering the button, or a line saying how many there are beside the button, above the rows.
 *
 *   <ShortList query={keys} itemsOf={(data) => data.apiKeys} loadFailed={t.loadFailed}
 *     empty={{ icon: <IconKey size={24} />, title: t.emptyTitle, message: t.companyEmpty }}
 *     summary={(count) => t.count(count)}
 *     add={{ label: t.create, onClick: openCreate, preload: CreateApiKeyModal.preload }}>
 *     {(apiKeys) => <ApiKeyRows keys={apiKeys} ... />}
 *   </ShortList>
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { ErrorView } from '../feedback/ErrorView';
import { serverMessageOr } from '../feedback/server-message';
import { PageLoader } from '../layout/PageLoader';
import { EmptyState } from './EmptyState';

/** What the list needs of its query (a react-query result qualifies). */
export interface ShortListQuery<D> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => unknown;
}

export interface ShortListProps<D, T> {
  query: ShortListQuery<D>;
  itemsOf: (data: D) => readonly T[];
  /** Shown when the load fails without a message of the server's. */
  loadFailed: string;
  empty: { icon: ReactNode; title: string; message: ReactNode };
  /** The line above the rows: how many there are, and whatever else belongs beside the count. */
  summary: (count: number) => ReactNode;
  /** `preload` fetches the form the button opens, on hover or focus, so it opens at once. */
  add: { label: string; onClick: () => void; preload: () => unknown };
  children: (items: readonly T[]) => ReactNode;
}

export function ShortList<D, T>({ query, itemsOf, loadFailed, empty, summary, add, children }: ShortListProps<D, T>) {
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={add.onClick}
      onMouseEnter={() => void add.preload()}
      onFocus={() => void add.preload()}
    >
      {add.label}
    </Button>
  );

  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data)
    return <ErrorView error={serverMessageOr(query.error, loadFailed)} onRetry={() => void query.refetch()} />;
  const items = itemsOf(query.data);
  if (items.length === 0) return <EmptyState {...empty} action={addButton} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {summary(items.length)}
        </Text>
        {addButton}
      </Group>
      {children(items)}
    </Stack>
  );
}
