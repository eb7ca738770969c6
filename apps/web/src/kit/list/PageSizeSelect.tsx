import { Group, Text } from '@mantine/core';
import { useId } from 'react';

import { MESSAGES, PAGE_SIZES } from '@app/contracts';

import { DeferredSelect } from './DeferredSelect';

export interface PageSizeSelectProps {
  limit: number;
  onLimitChange: (limit: number) => void;
  pageSizes?: readonly number[];
}

/** 'Records per page' with its choice (20, 50, 100), for the footers of server-side lists. */
export function PageSizeSelect({ limit, onLimitChange, pageSizes = PAGE_SIZES }: PageSizeSelectProps) {
  const sizeId = useId();
  return (
    <Group gap={8} wrap="nowrap">
      <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
        {MESSAGES.web.list.recordsPerPage}
      </Text>
      <DeferredSelect
        id={sizeId}
        size="xs"
        w={76}
        value={String(limit)}
        data={pageSizes.map((n) => String(n))}
        onChange={(value) => value && onLimitChange(Number(value))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
