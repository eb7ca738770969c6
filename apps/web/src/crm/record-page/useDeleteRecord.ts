/**
 * Delete from a record's page: asks first (confirmDelete), then goes back to the list the record
 * was in. The CRM's queries reload only once the page is gone, so it never shows its own 404.
 */
import { useNavigate } from 'react-router-dom';

import { notify } from '../../kit/feedback/notify';
import { confirmDelete } from '../kit/confirm-delete';
import { useRefreshCrm } from './useRefreshCrm';

export interface DeleteRecordOptions {
  title: string;
  message: string;
  failed: string;
  /** The delete call; its answer's message is shown. */
  remove: () => Promise<{ message: string }>;
  listPath: string;
}

export function useDeleteRecord({ remove, listPath, ...texts }: DeleteRecordOptions) {
  const navigate = useNavigate();
  const refresh = useRefreshCrm();
  return async () => {
    const deleted = await confirmDelete({ ...texts, remove: async () => notify.success((await remove()).message) });
    if (!deleted) return;
    await navigate(listPath, { replace: true });
    void refresh();
  };
}
