/**
 * The CS person, picked from the company's active team (docs/architecture.md#the-web-app; crm.companyUsers.list). The value
 * is the member's id.
 */
import { Select, type SelectProps } from '@mantine/core';
import { MESSAGES } from '@app/contracts';

import { useTeamOptions } from './useTeamOptions';

export { useTeamOptions };

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
