import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { PageHeader } from '../../kit/layout/PageHeader';
import { SecurityLogView } from '../../kit/security-log/SecurityLogView';
import { useSecurityLogState } from '../../kit/security-log/useSecurityLogState';
import { useAdminTitle } from '../useAdminTitle';

const t = MESSAGES.web.securityLog;

/**
 * The platform's own security log at /security-log: the super admins' sign-ins and account changes,
 * and the company data they exported. Its days and times are UTC, as the server filters them.
 */
export function SecurityLogPage() {
  useAdminTitle(t.title);
  const trpc = useTRPC();
  const list = useSecurityLogState();
  const log = useQuery({
    ...trpc.platform.securityLog.list.queryOptions(list.query),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const people = useQuery(trpc.platform.securityLog.people.queryOptions());
  return (
    <>
      <PageHeader title={t.title} description={`${t.platformDescription} ${t.platformZone}`} />
      <SecurityLogView list={list} log={log} people={people.data?.people} timeZone="UTC" />
    </>
  );
}
