import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { DEFAULT_PAGE_SIZE, MESSAGES } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../../lib/api/client';
import { ErrorView } from '../../../kit/feedback/ErrorView';
import { notify } from '../../../kit/feedback/notify';
import { serverMessageOr } from '../../../kit/feedback/server-message';
import { PageLoader } from '../../../kit/layout/PageLoader';
import { usePhone } from '../../../kit/layout/usePhone';
import { EmptyState } from '../../../kit/list/EmptyState';
import { ListFooter } from '../../../kit/list/ListFooter';
import { keepsLooking, POLL_MS, WATCH_AFTER_SEND_MS, type WebhookDelivery } from './delivery-model';
import { DeliveryRows } from './DeliveryRows';
import { WebhookStatus } from './WebhookBadges';
import type { Webhook } from './webhook-model';

const t = MESSAGES.web.webhooks.log;

export interface DeliveriesDrawerProps {
  opened: boolean;
  /** The endpoint whose log is open; mount one drawer per endpoint (a `key`), so each starts on page 1. */
  webhook: Webhook;
  onClose: () => void;
}

/**
 * An endpoint's deliveries, newest first, in pages: each one's status, attempts and last answer,
 * with "Send test event" and "Redeliver". While a delivery is under way the log looks again every
 * few seconds, so its outcome shows without a refresh.
 */
export function DeliveriesDrawer({ opened, webhook, onClose }: DeliveriesDrawerProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const phone = usePhone();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [testing, setTesting] = useState(false);
  const [redelivering, setRedelivering] = useState<string | null>(null);
  // Until when the log looks again after a send by hand, whatever it reads (delivery-model.ts).
  const [watchUntil, setWatchUntil] = useState(0);
  const log = useQuery({
    ...trpc.company.webhooks.deliveries.queryOptions({ id: webhook.id, page, limit }),
    enabled: opened,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data && keepsLooking(query.state.data.deliveries, new Date(), watchUntil) ? POLL_MS : false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.company.webhooks.deliveries.pathKey() });
  // An outcome may change the endpoint (failing, or working again): its state here and in the list follows.
  useEffect(() => {
    if (log.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: trpc.company.webhooks.list.queryKey() });
  }, [log.dataUpdatedAt, queryClient, trpc]);

  /** Runs a send by hand: its answer or refusal in a toast, then the log from its first page. */
  const sendBy = async (send: () => Promise<{ message: string }>, failed: string) => {
    try {
      notify.success((await send()).message);
      setWatchUntil(Date.now() + WATCH_AFTER_SEND_MS);
      setPage(1);
    } catch (error) {
      notify.error(serverMessageOr(error, failed));
    } finally {
      await refresh();
    }
  };
  const sendTest = async () => {
    setTesting(true);
    await sendBy(() => client.company.webhooks.test.mutate({ id: webhook.id }), t.testFailed);
    setTesting(false);
  };
  const redeliver = async (delivery: WebhookDelivery) => {
    setRedelivering(delivery.id);
    await sendBy(
      () => client.company.webhooks.redeliver.mutate({ id: webhook.id, deliveryId: delivery.id }),
      t.redeliverFailed,
    );
    setRedelivering(null);
  };

  let body;
  if (log.isPending) body = <PageLoader />;
  else if (log.isError || !log.data)
    body = <ErrorView error={serverMessageOr(log.error, t.loadFailed)} onRetry={() => void log.refetch()} />;
  else if (log.data.deliveries.length === 0)
    body = <EmptyState icon={<IconSend size={24} />} title={t.emptyTitle} message={t.emptyMessage} />;
  else
    body = (
      <>
        <DeliveryRows
          deliveries={log.data.deliveries}
          busy={log.isPlaceholderData}
          redelivering={redelivering}
          canRedeliver={webhook.isActive}
          onRedeliver={(delivery) => void redeliver(delivery)}
        />
        <ListFooter
          page={page}
          limit={limit}
          total={log.data.pagination.total}
          pages={log.data.pagination.pages}
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      </>
    );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t.title}
      position="right"
      size={phone ? '100%' : 880}
      closeButtonProps={{ 'aria-label': MESSAGES.web.forms.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Text>
          <WebhookStatus webhook={webhook} />
        </Stack>
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => void sendTest()}
            loading={testing}
            disabled={!webhook.isActive}
          >
            {t.sendTest}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void refresh()}>
            {t.refresh}
          </Button>
        </Group>
        {!webhook.isActive && (
          <Alert color="gray" variant="light">
            {t.off}
          </Alert>
        )}
        {body}
      </Stack>
    </Drawer>
  );
}
