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
import { Anchor } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { confirm } from '../feedback/confirm';
import { notify } from '../feedback/notify';
import { serverMessageOr } from '../feedback/server-message';
import { lazyOverlay } from '../layout/lazyOverlay';
import { ShortList, type ShortListQuery } from '../list/ShortList';
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

export type ApiKeysQuery = ShortListQuery<{ apiKeys: ApiKey[] }>;

interface ApiKeysViewProps<K extends ApiKeyKind> {
  kind: K;
  keys: ApiKeysQuery;
  create: (input: NewApiKey<K>) => Promise<{ secret: string }>;
  revoke: (id: string) => Promise<{ message: string }>;
}

const docsLink = (
  <Anchor href={DOCS_URL} target="_blank" rel="noopener" inherit>
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

  return (
    <>
      <ShortList
        query={keys}
        itemsOf={(data) => data.apiKeys}
        loadFailed={t.loadFailed}
        empty={{
          icon: <IconKey size={24} />,
          title: t.emptyTitle,
          message: (
            <>
              {kind === 'company' ? t.companyEmpty : t.platformEmpty} {docsLink}
            </>
          ),
        }}
        summary={(count) => (
          <>
            {t.count(count)} · {docsLink}
          </>
        )}
        add={{ label: t.create, onClick: () => setCreating(true), preload: CreateApiKeyModal.preload }}
      >
        {(apiKeys) => (
          <ApiKeyRows keys={apiKeys} now={now} revoking={revoking} onRevoke={(key) => void askRevoke(key)} />
        )}
      </ShortList>
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
