import { IconWebhook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES, WEBHOOKS } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../../lib/api/client';
import { lazyOverlay } from '../../../kit/layout/lazyOverlay';
import { SettingsCard } from '../../../kit/layout/SettingsCard';
import { ShortList } from '../../../kit/list/ShortList';
import { useWebhookActions } from './useWebhookActions';
import type { Webhook } from './webhook-model';
import { WebhookRows } from './WebhookRows';

const t = MESSAGES.web.webhooks;

// The form (zod, the event picker) and the log load when first opened, or on hovering Add.
const WebhookFormModal = lazyOverlay(
  () => import('./WebhookFormModal').then((m) => m.WebhookFormModal),
  (props) => props.opened,
  { opened: false },
);
const DeliveriesDrawer = lazyOverlay(
  () => import('./DeliveriesDrawer').then((m) => m.DeliveriesDrawer),
  (props) => props.opened,
  { opened: false },
);

/** The form's state: each opening is a fresh form (`run` is its key), kept while it animates out. */
interface FormRun {
  run: number;
  webhook: Webhook | null;
  opened: boolean;
}

/**
 * Company Settings → Webhooks, for whoever may open Company Settings (the server refuses anyone
 * else): the company's endpoints, adding and changing them, and each one's deliveries.
 */
export function WebhooksSection() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const list = useQuery(trpc.company.webhooks.list.queryOptions());
  const refetch = () => void list.refetch();
  const actions = useWebhookActions(refetch);
  const [form, setForm] = useState<FormRun>({ run: 0, webhook: null, opened: false });
  const [log, setLog] = useState<{ id: string; opened: boolean } | null>(null);
  // The open log follows the list: turned on or off elsewhere, it says so.
  const logged = log ? list.data?.webhooks.find((webhook) => webhook.id === log.id) : undefined;

  const openForm = (webhook: Webhook | null) => setForm((last) => ({ run: last.run + 1, webhook, opened: true }));

  return (
    <SettingsCard title={t.title} description={t.description}>
      <ShortList
        query={list}
        itemsOf={(data) => data.webhooks}
        loadFailed={t.loadFailed}
        empty={{ icon: <IconWebhook size={24} />, title: t.emptyTitle, message: t.emptyMessage }}
        summary={(count) => t.count(count, WEBHOOKS.maxPerCompany)}
        add={{ label: t.create, onClick: () => openForm(null), preload: WebhookFormModal.preload }}
      >
        {(items) => (
          <WebhookRows
            webhooks={items}
            busy={actions.busy}
            onDeliveries={(webhook) => setLog({ id: webhook.id, opened: true })}
            onEdit={openForm}
            onToggle={(webhook) => void actions.toggle(webhook)}
            onDelete={(webhook) => void actions.remove(webhook)}
          />
        )}
      </ShortList>
      <WebhookFormModal
        key={form.run}
        opened={form.opened}
        webhook={form.webhook}
        onClose={() => setForm((last) => ({ ...last, opened: false }))}
        create={async (input) => {
          const created = await client.company.webhooks.create.mutate(input);
          refetch();
          return created;
        }}
        update={async (input) => {
          const updated = await client.company.webhooks.update.mutate(input);
          refetch();
          return updated;
        }}
      />
      {logged && log && (
        <DeliveriesDrawer
          key={logged.id}
          opened={log.opened}
          webhook={logged}
          onClose={() => setLog({ ...log, opened: false })}
        />
      )}
    </SettingsCard>
  );
}
