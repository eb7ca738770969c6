/**
 * The company's active team as select options (id → name; docs/architecture.md#the-web-app, crm.companyUsers.list). In a
 * module of its own so that the filter rows, which load Mantine's Select only on first use, can
 * have the options without the CS person field (CsPersonSelect.tsx) and its Select.
 */
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../lib/api/client';

/** The team as select options (id → name), loaded once per screen visit. */
export function useTeamOptions() {
  const trpc = useTRPC();
  const team = useQuery({ ...trpc.crm.companyUsers.list.queryOptions(), staleTime: 60_000 });
  return { ...team, options: (team.data?.users ?? []).map((user) => ({ value: user.id, label: user.name })) };
}
