import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPCClient } from '../../../lib/api/client';
import { confirm } from '../../../kit/feedback/confirm';
import { notify } from '../../../kit/feedback/notify';
import { serverMessageOr } from '../../../kit/feedback/server-message';
import type { Webhook } from './webhook-model';

const t = MESSAGES.web.webhooks;

/**
 * What a row's menu does to an endpoint at once: turn it off or on, and delete it (once confirmed).
 * One at a time: `busy` is the endpoint in hand. The list looks again after each, done or refused.
 */
export function useWebhookActions(refetch: () => void) {
  const client = useTRPCClient();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (webhook: Webhook, action: () => Promise<string>, failed: string) => {
    setBusy(webhook.id);
    try {
      notify.success(await action());
    } catch (error) {
      notify.error(serverMessageOr(error, failed));
    } finally {
      setBusy(null);
      refetch();
    }
  };

  const toggle = (webhook: Webhook) =>
    run(
      webhook,
      async () => {
        await client.company.webhooks.update.mutate({ id: webhook.id, isActive: !webhook.isActive });
        return webhook.isActive ? t.turnedOff : t.turnedOn;
      },
      t.updateFailed,
    );

  const remove = async (webhook: Webhook) => {
    const sure = await confirm({
      title: t.deleteTitle,
      message: t.deleteMessage(webhook.url),
      confirmLabel: t.delete,
      danger: true,
    });
    if (!sure) return;
    await run(
      webhook,
      async () => (await client.company.webhooks.remove.mutate({ id: webhook.id })).message,
      t.deleteFailed,
    );
  };

  return { busy, toggle, remove };
}
