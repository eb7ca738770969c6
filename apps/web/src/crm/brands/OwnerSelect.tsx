import { Avatar, Group, Select, Text, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { initialsOf } from '../../kit/format';
import { ownerDropdownPosition } from './dropdown-position';

const t = MESSAGES.web.crmBrands.form;

type OwnerSelectProps = Omit<SelectProps, 'data' | 'comboboxProps' | 'onDropdownOpen'>;

/**
 * A brand owner picked from the company's active users (crm.companyUsers.list), opening upward when
 * there is little room below (docs/product/crm.md#brands). A failed load shows its error under the input.
 */
export function OwnerSelect(props: OwnerSelectProps) {
  const trpc = useTRPC();
  const users = useQuery(trpc.crm.companyUsers.list.queryOptions());
  const ref = useRef<HTMLInputElement>(null);
  const [position, setPosition] = useState<'top' | 'bottom'>('bottom');
  const byId = new Map((users.data?.users ?? []).map((u) => [u.id, u]));
  const data = (users.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }));
  return (
    <Select
      ref={ref}
      placeholder={t.ownerPlaceholder}
      nothingFoundMessage={t.noUsers}
      searchable
      clearable
      {...props}
      data={data}
      error={props.error ?? (users.isError ? users.error.message : undefined)}
      onDropdownOpen={() => {
        const rect = ref.current?.getBoundingClientRect();
        if (rect) setPosition(ownerDropdownPosition(rect, window.innerHeight));
      }}
      // Our own rule decides the side, so the dropdown is not flipped back.
      comboboxProps={{ position, middlewares: { flip: false, shift: true }, withinPortal: true }}
      renderOption={({ option }) => {
        const user = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user?.profile.avatar} size={24} radius="xl" color="initials" name={option.label}>
              {initialsOf(option.label, user?.email)}
            </Avatar>
            <div>
              <Text size="sm">{option.label}</Text>
              {user && (
                <Text size="xs" c="dimmed">
                  {user.email}
                </Text>
              )}
            </div>
          </Group>
        );
      }}
    />
  );
}
