/**
 * A list of API keys with Create and Revoke, the same for a company's keys (Company Settings →
 * API keys) and the platform's (the admin portal's API keys page); each screen passes its own
 * procedures:
 *
 *   const keys = useQuery(trpc.company.apiKeys.list.queryOptions());
 *   <ApiKeysView kind="company" keys={keys}
 *     create={(input) => client.company.apiKeys.create.mutate(input)}
 *     revoke={(id) => client.company.apiKeys.revoke.mutate({ id })} />
 *
 * The create call goes through the plain client, not a mutation hook: the secret in its answer
 * then lives only in the dialog's state, and closing the dialog forgets it.
 */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { ErrorView } from '../feedback/ErrorView';
import { confirm } from '../feedback/confirm';
import { notify } from '../feedback/notify';
import { serverMessageOr } from '../feedback/server-message';
import { lazyOverlay } from '../layout/lazyOverlay';
import { PageLoader } from '../layout/PageLoader';
import { EmptyState } from '../list/EmptyState';
import { toCreateInput, type ApiKey, type ApiKeyKind, type NewApiKey } from './api-key-model';
import { ApiKeyRows } from './ApiKeyRows';

const t = MESSAGES.web.apiKeys;

// The form (date picker, zod) loads when it is first opened, or on hovering Create.
const CreateApiKeyModal = lazyOverlay(
  () => import('./CreateApiKeyModal').then((m) => m.CreateApiKeyModal),
  (props) => props.opened,
  { opened: false },
);

/** Where the REST API's reference and guide live, on every host. */
const DOCS_URL = '/api/docs';

export interface ApiKeysQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { apiKeys: ApiKey[] } | undefined;
  refetch: () => unknown;
}

interface ApiKeysViewProps<K extends ApiKeyKind> {
  kind: K;
  keys: ApiKeysQuery;
  create: (input: NewApiKey<K>) => Promise<{ secret: string }>;
  revoke: (id: string) => Promise<{ message: string }>;
}

const docsLink = (
  <Anchor href={DOCS_URL} target="_blank" rel="noopener">
    {t.docsLink}
  </Anchor>
);

export function ApiKeysView<K extends ApiKeyKind>({ kind, keys, create, revoke }: ApiKeysViewProps<K>) {
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 60_000, { autoInvoke: true });

  const askRevoke = async (key: ApiKey) => {
    const sure = await confirm({
      title: t.revokeTitle,
      message: t.revokeMessage(key.name),
      confirmLabel: t.revoke,
      danger: true,
    });
    if (!sure) return;
    setRevoking(key.id);
    try {
      notify.success((await revoke(key.id)).message);
    } catch (error) {
      notify.error(serverMessageOr(error, t.revokeFailed));
    } finally {
      setRevoking(null);
      void keys.refetch();
    }
  };

  const createButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setCreating(true)}
      onMouseEnter={() => void CreateApiKeyModal.preload()}
      onFocus={() => void CreateApiKeyModal.preload()}
    >
      {t.create}
    </Button>
  );

  let body;
  if (keys.isPending) body = <PageLoader />;
  else if (keys.isError || !keys.data)
    body = <ErrorView error={serverMessageOr(keys.error, t.loadFailed)} onRetry={() => void keys.refetch()} />;
  else if (keys.data.apiKeys.length === 0)
    body = (
      <EmptyState
        icon={<IconKey size={24} />}
        title={t.emptyTitle}
        message={
          <>
            {kind === 'company' ? t.companyEmpty : t.platformEmpty} {docsLink}
          </>
        }
        action={createButton}
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t.count(keys.data.apiKeys.length)} · {docsLink}
          </Text>
          {createButton}
        </Group>
        <ApiKeyRows keys={keys.data.apiKeys} now={now} revoking={revoking} onRevoke={(key) => void askRevoke(key)} />
      </Stack>
    );

  return (
    <>
      {body}
      <CreateApiKeyModal
        kind={kind}
        opened={creating}
        onClose={() => setCreating(false)}
        submit={async (values) => {
          const created = await create(toCreateInput(values, kind));
          void keys.refetch();
          return created;
        }}
      />
    </>
  );
}
