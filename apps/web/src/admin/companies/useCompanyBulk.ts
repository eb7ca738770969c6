/**
 * The companies' bulk bar actions: activate, deactivate or delete the selected companies one call
 * each after a confirmation, with progress, then one toast with the counts.
 */
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPCClient } from '../../lib/api/client';
import { confirm } from '../../kit/feedback/confirm';
import { notify, TOAST_MS } from '../../kit/feedback/notify';
import { runBulk } from '../../kit/list/runBulk';
import type { Selection } from '../../kit/list/useListState';
import { bulkDeleteOutcome, bulkStatusOutcome, type ShownStatus, type Tone } from './company-model';

const t = MESSAGES.web.companies;

function toast(tone: Tone, text: string) {
  if (tone === 'success') notify.success(text);
  else if (tone === 'error') notify.error(text);
  else notifications.show({ color: 'yellow', message: text, autoClose: TOAST_MS.error });
}

export function useCompanyBulk(selection: Selection<number>, refresh: () => void) {
  const client = useTRPCClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const onProgress = (done: number, total: number) => setProgress({ done, total });

  const setStatus = async (status: ShownStatus) => {
    const ids = selection.ids;
    const action = status === 'active' ? 'activate' : 'deactivate';
    if (!(await confirm({ message: t.bulkStatusConfirm(action, ids.length) }))) return;
    const result = await runBulk(ids, (id) => client.platform.companies.setStatus.mutate({ id, status }), onProgress);
    setProgress(null);
    const outcome = bulkStatusOutcome(result.succeeded.length, result.failed.length);
    toast(outcome.tone, outcome.text);
    selection.clear();
    refresh();
  };

  const remove = async () => {
    const ids = selection.ids;
    if (!(await confirm({ message: t.bulkDeleteConfirm(ids.length), danger: true }))) return;
    try {
      const result = await runBulk(ids, (id) => client.platform.companies.remove.mutate({ id }), onProgress);
      const outcome = bulkDeleteOutcome(result.succeeded.length, result.failed.length);
      toast(outcome.tone, outcome.text);
    } catch {
      notify.error(t.bulkDeleteFailed);
    } finally {
      setProgress(null);
      selection.clear();
      refresh();
    }
  };

  return { progress, setStatus, remove };
}
