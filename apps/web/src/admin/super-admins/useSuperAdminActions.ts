import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import { confirm } from '../../kit/feedback/confirm';
import { notify } from '../../kit/feedback/notify';
import { runBulk } from '../../kit/list/runBulk';
import {
  bulkDeleteOutcome,
  bulkStatusOutcome,
  bulkTargets,
  failureReasons,
  failureToast,
  withStatus,
  type BulkOutcome,
  type SuperAdmin,
  type SuperAdminList,
} from './super-admins-model';

const t = MESSAGES.web.superAdmins;

function showOutcome(outcome: BulkOutcome, errors: readonly unknown[]) {
  if (outcome.kind === 'success') notify.success(outcome.text);
  else notify.error(outcome.text, failureReasons(errors));
}

/**
 * Row and bulk actions of the Team screen. The status toggle is optimistic on the page shown
 * (`listKey`) and rolled back if the server refuses; every change then refreshes the lists and the
 * dashboard's counts.
 */
export function useSuperAdminActions(listKey: QueryKey, selfId: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.platform.superAdmins.list.pathFilter()),
      queryClient.invalidateQueries(trpc.platform.dashboard.summary.pathFilter()),
    ]);

  const setStatus = useMutation(
    trpc.platform.superAdmins.setStatus.mutationOptions({
      onMutate: async ({ id, isActive }) => {
        await queryClient.cancelQueries({ queryKey: listKey, exact: true });
        const before = queryClient.getQueryData<SuperAdminList>(listKey)?.superAdmins.find((a) => a.id === id);
        queryClient.setQueryData<SuperAdminList>(listKey, (data) =>
          data ? withStatus(data, id, Boolean(isActive)) : data,
        );
        return { id, previous: before?.isActive };
      },
      onError: (error, _input, context) => {
        if (context?.previous !== undefined) {
          const previous = context.previous;
          queryClient.setQueryData<SuperAdminList>(listKey, (data) =>
            data ? withStatus(data, context.id, previous) : data,
          );
        }
        const toast = failureToast(error, MESSAGES.superAdmin.statusFailed);
        notify.error(toast.message, toast.title);
      },
      onSuccess: (answer) => notify.success(answer.message),
      onSettled: () => refresh(),
    }),
  );

  const remove = useMutation(trpc.platform.superAdmins.remove.mutationOptions());

  const removeOne = async (admin: SuperAdmin) => {
    if (!(await confirm({ message: t.deleteConfirm(admin.name), danger: true, confirmLabel: t.deleteYes }))) return;
    try {
      const answer = await remove.mutateAsync({ id: admin.id });
      notify.success(answer.message);
    } catch (error) {
      const toast = failureToast(error, MESSAGES.superAdmin.deleteFailed);
      notify.error(toast.message, toast.title);
    } finally {
      await refresh();
    }
  };

  /**
   * Runs one action over the selection, per item, with progress. Resolves true once every item has
   * answered, false when nothing ran (nothing to change, or the confirmation was declined).
   */
  const runOnSelection = async (
    action: 'activate' | 'deactivate' | 'delete',
    selected: readonly string[],
    rows: readonly SuperAdmin[],
  ): Promise<boolean> => {
    const ids = bulkTargets(action, selected, rows, selfId);
    if (ids.length === 0) {
      notify.success(action === 'activate' ? t.bulkNothingToActivate : t.bulkNothingToDeactivate);
      return true;
    }
    const question =
      action === 'delete'
        ? t.bulkDeleteConfirm(ids.length)
        : action === 'activate'
          ? t.bulkActivateConfirm(ids.length)
          : t.bulkDeactivateConfirm(ids.length);
    if (!(await confirm({ message: question, danger: action !== 'activate' }))) return false;

    const calls = client.platform.superAdmins;
    const result = await runBulk(
      ids,
      (id: string): Promise<unknown> =>
        action === 'delete'
          ? calls.remove.mutate({ id })
          : calls.setStatus.mutate({ id, isActive: action === 'activate' }),
      (done, total) => setProgress({ done, total }),
    );
    setProgress(null);
    const errors = result.failed.map((f) => f.error);
    showOutcome(
      action === 'delete'
        ? bulkDeleteOutcome(result.succeeded.length, result.failed.length)
        : bulkStatusOutcome(action === 'activate', result.succeeded.length, result.failed.length),
      errors,
    );
    await refresh();
    return true;
  };

  return {
    toggleStatus: (admin: SuperAdmin, isActive: boolean) => setStatus.mutate({ id: admin.id, isActive }),
    pendingStatusId: setStatus.isPending ? setStatus.variables?.id : undefined,
    removeOne,
    runOnSelection,
    progress,
  };
}
