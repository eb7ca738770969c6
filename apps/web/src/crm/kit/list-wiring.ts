/**
 * The pieces every CRM list screen wires the same way: CrmListPage's `state` and `pager` from the
 * list query, and the form's save through create (no id) or update with the server's message shown.
 */
import { notify } from '../../kit/feedback/notify';

interface ListQuery {
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export const listStateOf = (query: ListQuery, texts: { loading: string; empty: string }) => ({
  loading: query.isFetching,
  error: query.error,
  onRetry: () => void query.refetch(),
  loadingText: texts.loading,
  emptyText: texts.empty,
});

interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export const pagerOf = (
  pagination: Pagination | undefined,
  list: { setPage: (page: number) => void; setLimit: (limit: number) => void },
) => pagination && { ...pagination, onPageChange: list.setPage, onLimitChange: list.setLimit };

interface Saves<I> {
  mutateAsync: (input: I) => Promise<{ message: string }>;
}

export const saveRecord =
  <I>(create: Saves<I>, update: Saves<I & { id: string }>) =>
  async (input: I, id: string | null) => {
    const saved = await (id ? update.mutateAsync({ id, ...input }) : create.mutateAsync(input));
    notify.success(saved.message);
  };
