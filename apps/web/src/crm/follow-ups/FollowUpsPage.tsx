import { Stack } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { EmptyState } from '../../kit/list/EmptyState';
import { PageHeader } from '../../kit/layout/PageHeader';
import { QueryPage } from '../../kit/layout/QueryPage';
import { roleAllowed, TEAM_MANAGER_ROLES } from '../../company/access';
import { useCompanyTitle } from '../../company/company-profile';
import type { Whose } from './follow-up-groups';
import { FollowUpGroups } from './FollowUpGroups';
import { useFollowUpList } from './useFollowUps';
import { WhoseSelect } from './WhoseSelect';

const t = MESSAGES.crm.followUps;

/**
 * My follow-ups: the leads and enquiries to follow up, overdue, today and later this week on the
 * company's calendar; owners and admins can switch to anyone's or everyone's.
 */
export function FollowUpsPage() {
  useCompanyTitle(t.title);
  const user = useCurrentUser();
  const [whose, setWhose] = useState<Whose>('');
  const list = useFollowUpList(whose);
  const canSwitch = roleAllowed(user.role, TEAM_MANAGER_ROLES);
  const header = (
    <PageHeader
      title={t.title}
      actions={canSwitch && <WhoseSelect value={whose} onChange={setWhose} selfId={user.id} />}
    />
  );
  return (
    <QueryPage query={list} header={header} errorText={t.fetchFailed}>
      {(data) => (
        <Stack gap="md" maw={960}>
          {data.followUps.length === 0 ? (
            <EmptyState title={t.empty} icon={<IconCalendarCheck size={24} />} />
          ) : (
            <FollowUpGroups data={data} showPerson={whose !== ''} />
          )}
        </Stack>
      )}
    </QueryPage>
  );
}
