/**
 * A list's columns as the signed-in person arranged them, kept on the server (user.listLayouts on
 * a company host, platform.listLayouts on the admin host). Changes show at once and are saved
 * behind, one save at a time; a failed save shows the server's layout again and says so. Until
 * the layout has loaded the list waits (`ready`), so columns never jump; if it cannot load, the
 * list's default is used.
 *
 *   const layout = useListLayout('leads', LEAD_COLUMNS);
 *   layout.shown; layout.toggle('linkedin'); layout.move('stage', -1); layout.resize('stage', 180);
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';

import { MESSAGES, type LayoutList, type ListDensity, type ListLayout } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { notify } from '../../feedback/notify';
import { moveColumn, resizeColumn, resolveLayout, toggleColumn, withDensity, type ListColumn } from './column-layout';

/** Lists of the admin host; the others are a company's. */
const PLATFORM_LISTS: ReadonlySet<LayoutList> = new Set(['companies', 'superAdmins', 'companyUsers']);

/** The two portals' layout routers answer the same calls; one type serves both. */
export function useLayoutApi(list: LayoutList) {
  const trpc = useTRPC();
  return (PLATFORM_LISTS.has(list) ? trpc.platform.listLayouts : trpc.user.listLayouts) as typeof trpc.user.listLayouts;
}

export function useListLayout<R>(list: LayoutList, columns: readonly ListColumn<R>[]) {
  const api = useLayoutApi(list);
  const queryClient = useQueryClient();
  const key = api.get.queryKey({ list });
  // Only this person changes it, from this screen: it never goes stale.
  const stored = useQuery({ ...api.get.queryOptions({ list }), staleTime: Infinity, retry: 1 });
  const layout = stored.data?.layout ?? null;
  const resolved = useMemo(() => resolveLayout(columns, layout), [columns, layout]);

  const save = useMutation(api.save.mutationOptions());
  const reset = useMutation(api.reset.mutationOptions());
  /** A change refused: what the server holds is read and shown again, and the person told. */
  const failed = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    notify.error(MESSAGES.web.listLayout.saveFailed);
  };
  // Changes leave one at a time, the newest last: two sent together could commit in either order
  // and keep the older layout. Changes made while one is on its way wait as one, the latest
  // (a layout to save, or null: back to the list's default).
  const queue = useRef<{ sending: boolean; next: ListLayout | null | undefined }>({ sending: false, next: undefined });
  const send = (next: ListLayout | null) => {
    const q = queue.current;
    q.sending = true;
    // A promise, not the observer's callbacks: the queue drains even if the list unmounts meanwhile.
    (next ? save.mutateAsync({ list, layout: next }) : reset.mutateAsync({ list }))
      .catch(() => {
        // A change queued behind a refused one goes too: the server's layout is shown again.
        q.next = undefined;
        failed();
      })
      .finally(() => {
        q.sending = false;
        const queued = q.next;
        q.next = undefined;
        if (queued !== undefined) send(queued);
      });
  };

  const apply = (next: ListLayout | null) => {
    queryClient.setQueryData(key, { layout: next });
    if (queue.current.sending) queue.current.next = next;
    else send(next);
  };

  return {
    ...resolved,
    ready: !stored.isPending,
    toggle: (id: string) => apply(toggleColumn(columns, resolved, id)),
    move: (id: string, by: -1 | 1) => apply(moveColumn(resolved, id, by)),
    resize: (id: string, width: number) => apply(resizeColumn(resolved, id, width)),
    setDensity: (density: ListDensity) => apply(withDensity(resolved, density)),
    reset: () => apply(null),
    /** Every column the list offers, shown or not, for the column choice. */
    columns,
  };
}

export type ListLayoutApi<R> = ReturnType<typeof useListLayout<R>>;
