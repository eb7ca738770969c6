/**
 * The CS person, picked from the company's active team (DESIGN §7; crm.companyUsers.list). The value
 * is the member's id.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';

/** The team as select options (id → name), loaded once per screen visit. */
export function useTeamOptions() {
  const trpc = useTRPC();
  const team = useQuery({ ...trpc.crm.companyUsers.list.queryOptions(), staleTime: 60_000 });
  return { ...team, options: (team.data?.users ?? []).map((user) => ({ value: user.id, label: user.name })) };
}

export interface CsPersonSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange: (id: string) => void;
}

export function CsPersonSelect({ value, onChange, ...rest }: CsPersonSelectProps) {
  const t = MESSAGES.web.crmKit;
  const team = useTeamOptions();
  return (
    <Select
      label={t.csPerson}
      placeholder={t.csPersonPlaceholder}
      nothingFoundMessage={t.noTeam}
      searchable
      {...rest}
      data={team.options}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      disabled={rest.disabled || team.isPending}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
