import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

/** One labelled value of a CRM details drawer; '-' when empty, long text wrapped. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children || MESSAGES.web.time.emptyDate}
      </Text>
    </div>
  );
}
