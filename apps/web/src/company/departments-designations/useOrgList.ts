/**
 * The company's departments or designations (company.departments / company.designations, docs/product/company-portal.md#rest-paths): loaded in parallel by whoever needs them, saved as a whole list. The answer is kept in the
 * query cache as the server sent it, so Team Settings and the member pickers share one copy.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import { toSaved, type OrgItem } from './org-list';

export type OrgKind = 'departments' | 'designations';

export function useOrgList(kind: OrgKind) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const departments = useQuery({ ...trpc.company.departments.list.queryOptions(), enabled: kind === 'departments' });
  const designations = useQuery({ ...trpc.company.designations.list.queryOptions(), enabled: kind === 'designations' });

  if (kind === 'departments') {
    return {
      query: departments,
      items: departments.data?.departments,
      save: async (items: readonly OrgItem[]) => {
        const answer = await client.company.departments.save.mutate({ departments: toSaved(items) });
        queryClient.setQueryData(trpc.company.departments.list.queryKey(), { departments: answer.departments });
        return answer.message;
      },
    };
  }
  return {
    query: designations,
    items: designations.data?.designations,
    save: async (items: readonly OrgItem[]) => {
      const answer = await client.company.designations.save.mutate({ designations: toSaved(items) });
      queryClient.setQueryData(trpc.company.designations.list.queryKey(), { designations: answer.designations });
      return answer.message;
    },
  };
}

export type OrgList = ReturnType<typeof useOrgList>;
