import { MESSAGES } from '@app/contracts';

import { confirm } from '../../kit/feedback/confirm';
import { notify } from '../../kit/feedback/notify';

export interface ConfirmDeleteOptions {
  title: string;
  /** 'Are you sure you want to delete this lead?' */
  message: string;
  /** 'Error deleting lead. Please try again.' */
  failed: string;
  remove: () => Promise<unknown>;
}

/** Asks, then deletes; a failure shows the screen's delete error (docs/product/crm.md#messages-and-limits). True when deleted. */
export async function confirmDelete({ title, message, failed, remove }: ConfirmDeleteOptions): Promise<boolean> {
  if (!(await confirm({ title, message, danger: true, confirmLabel: MESSAGES.web.crmKit.delete }))) return false;
  try {
    await remove();
    return true;
  } catch {
    notify.error(failed);
    return false;
  }
}
