import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import { ApiKeysView } from '../../kit/api-keys/ApiKeysView';
import { PageHeader } from '../../kit/layout/PageHeader';
import { useAdminTitle } from '../useAdminTitle';

const t = MESSAGES.web.apiKeys;

/** The platform's API keys at /api-keys: each acts as a super admin, bar super admins and keys. */
export function ApiKeysPage() {
  useAdminTitle(t.title);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const keys = useQuery(trpc.platform.apiKeys.list.queryOptions());
  return (
    <>
      <PageHeader title={t.title} description={t.platformDescription} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <ApiKeysView
          kind="platform"
          keys={keys}
          create={(input) => client.platform.apiKeys.create.mutate(input)}
          revoke={(id) => client.platform.apiKeys.revoke.mutate({ id })}
        />
      </Paper>
    </>
  );
}
