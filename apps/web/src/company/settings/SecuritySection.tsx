import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { SettingsCard } from '../../kit/layout/SettingsCard';
import { SecurityLogView } from '../../kit/security-log/SecurityLogView';
import { useSecurityLogState } from '../../kit/security-log/useSecurityLogState';

const t = MESSAGES.web.securityLog;

/**
 * Company Settings → Security, the owner's alone (the server refuses anyone else): the company's
 * security log, times on the company's clock.
 */
export function SecuritySection({ timeZone }: { timeZone: string }) {
  const trpc = useTRPC();
  const list = useSecurityLogState();
  const log = useQuery({
    ...trpc.company.securityLog.list.queryOptions(list.query),
    placeholderData: keepPreviousData,
    // Events arrive with every sign-in and export: a return to the tab shows the latest.
    refetchOnMount: 'always',
  });
  const people = useQuery(trpc.company.securityLog.people.queryOptions());
  return (
    <SettingsCard title={t.title} description={t.companyDescription}>
      <SecurityLogView list={list} log={log} people={people.data?.people} timeZone={timeZone} />
    </SettingsCard>
  );
}
