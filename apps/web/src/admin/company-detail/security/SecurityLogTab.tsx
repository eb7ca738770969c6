import { Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { SecurityLogView } from '../../../kit/security-log/SecurityLogView';
import { useSecurityLogState } from '../../../kit/security-log/useSecurityLogState';

/**
 * The Security tab: the company's security log as its owner sees it, on the company's clock. Its
 * filters live in the detail page's URL under an `s` prefix (sPage, sPerson, ...), beside the
 * Users tab's `u` keys.
 */
export function SecurityLogTab({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const trpc = useTRPC();
  const list = useSecurityLogState('s');
  const log = useQuery({
    ...trpc.platform.companySecurityLog.list.queryOptions({ id: companyId, ...list.query }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const people = useQuery(trpc.platform.companySecurityLog.people.queryOptions({ id: companyId }));
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {MESSAGES.web.securityLog.detailDescription}
      </Text>
      <SecurityLogView list={list} log={log} people={people.data?.people} timeZone={timeZone} />
    </>
  );
}
