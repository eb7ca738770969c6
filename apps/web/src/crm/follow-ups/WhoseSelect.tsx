import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import type { Whose } from './follow-up-groups';

const t = MESSAGES.crm.followUps;

/** Owners and admins: my follow-ups, everyone's, or one team member's. */
export function WhoseSelect({
  value,
  onChange,
  selfId,
}: {
  value: Whose;
  onChange: (w: Whose) => void;
  selfId: string;
}) {
  const trpc = useTRPC();
  const team = useQuery({ ...trpc.crm.companyUsers.list.queryOptions(), staleTime: 60_000 });
  const others = (team.data?.users ?? []).filter((u) => u.id !== selfId).map((u) => ({ value: u.id, label: u.name }));
  return (
    <Select
      aria-label={t.whoseLabel}
      data={[{ value: '', label: t.mine }, { value: 'all', label: t.everyone }, ...others]}
      value={value}
      onChange={(v) => onChange(v ?? '')}
      allowDeselect={false}
      searchable
      w={{ base: '100%', xs: 220 }}
    />
  );
}
