import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';

import { errorText } from '../../lib/api/errors';

/** Toast lifetimes (docs/product/platform-admin.md#messages-and-limits): success 3 s, error 4 s. */
export const TOAST_MS = { success: 3000, error: 4000 } as const;

/**
 *   notify.success(MESSAGES.company.created);
 *   notify.error(error);             // a caught error: shows its server message
 *   notify.error('Failed to delete company');
 */
export const notify = {
  success(message: string, title?: string) {
    notifications.show({ color: 'green', title, message, autoClose: TOAST_MS.success, icon: <IconCheck size={18} /> });
  },
  error(messageOrError: unknown, title?: string) {
    const message = typeof messageOrError === 'string' ? messageOrError : errorText(messageOrError);
    notifications.show({
      color: 'red',
      title,
      message,
      autoClose: TOAST_MS.error,
      icon: <IconAlertCircle size={18} />,
    });
  },
};
