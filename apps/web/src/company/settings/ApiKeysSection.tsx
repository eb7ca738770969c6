import { useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import { ApiKeysView } from '../../kit/api-keys/ApiKeysView';
import { SettingsCard } from '../../kit/layout/SettingsCard';

const t = MESSAGES.web.apiKeys;

/** Company Settings → API keys, for owners and admins (the server refuses team members). */
export function ApiKeysSection() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const keys = useQuery(trpc.company.apiKeys.list.queryOptions());
  return (
    <SettingsCard title={t.title} description={t.companyDescription}>
      <ApiKeysView
        kind="company"
        keys={keys}
        create={(input) => client.company.apiKeys.create.mutate(input)}
        revoke={(id) => client.company.apiKeys.revoke.mutate({ id })}
      />
    </SettingsCard>
  );
}
