import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

export interface ConfirmOptions {
  /** Defaults to 'Are you sure?'. */
  title?: ReactNode;
  message?: ReactNode;
  /** Defaults to 'Yes' / 'Cancel'. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions. */
  danger?: boolean;
}

/**
 * A confirmation dialog that resolves true on confirm, false on cancel or close:
 *   if (await confirm({ message: 'Delete this note?', danger: true })) remove.mutate({ id });
 */
export async function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  const t = MESSAGES.web.confirm;
  // Loaded with the first dialog, not with every screen that may ask (docs/decisions/0025).
  const { modals } = await import('@mantine/modals');
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title: options.title ?? t.title,
      centered: true,
      children: typeof options.message === 'string' ? <Text size="sm">{options.message}</Text> : options.message,
      labels: { confirm: options.confirmLabel ?? t.yes, cancel: options.cancelLabel ?? t.cancel },
      confirmProps: options.danger ? { color: 'red' } : {},
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
