import { Box, ComboboxChevron, Input, InputWrapper, rem, Tooltip } from '@mantine/core';
import type { ChangeEvent } from 'react';

import { MESSAGES } from '@app/contracts';

import { statusControl, type Company, type ShownStatus } from './company-model';
import { useCompanyRow } from './company-row';

const t = MESSAGES.web.companies;
const STATUS_WIDTH = rem(112);
const STATUS_OPTIONS = [
  { value: 'active', label: t.statusOptions.active },
  { value: 'inactive', label: t.statusOptions.inactive },
];

/**
 * The row's status select; an expired company's is locked and says why. NativeSelect's look and
 * markup, built from Input itself: NativeSelect adds label, description and error plumbing a row's
 * select never uses, and a page has up to 100 of them.
 */
export function CompanyStatusCell({ company }: { company: Company }) {
  const { pendingStatus, onStatusChange } = useCompanyRow();
  const control = statusControl(company);
  const select = (
    <div className={InputWrapper.classes.root} style={{ width: STATUS_WIDTH }}>
      <Input
        component="select"
        size="xs"
        pointer
        rightSection={<ComboboxChevron size="xs" />}
        rightSectionPointerEvents="none"
        value={control.value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const value = event.currentTarget.value as ShownStatus;
          if (value !== control.value) onStatusChange(company, value);
        }}
        disabled={control.disabled || pendingStatus.has(company.id)}
        aria-label={t.statusOf(company.name)}
        styles={{
          input: {
            fontWeight: 500,
            color: control.value === 'active' ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-red-text)',
          },
        }}
      >
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
    </div>
  );
  if (!control.tooltip) return select;
  return (
    <Tooltip label={control.tooltip} withArrow multiline w={220} events={{ hover: true, focus: true, touch: true }}>
      {/* A disabled select fires no pointer events; the wrapper carries the tooltip. */}
      <Box w={112} tabIndex={0} aria-label={control.tooltip}>
        {select}
      </Box>
    </Tooltip>
  );
}
