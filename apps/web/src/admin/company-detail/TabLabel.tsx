import { Badge, Box, Group } from '@mantine/core';
import { IconHistory, IconNote, IconShieldLock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import type { DetailTab } from './detail-state';

const ICONS: Record<DetailTab, ReactNode> = {
  timeline: <IconHistory size={16} />,
  notes: <IconNote size={16} />,
  users: <IconUsers size={16} />,
  security: <IconShieldLock size={16} />,
};

/** A company detail tab's label: its icon, its name and, where it has one, its count. */
export function TabLabel({ tab, count }: { tab: DetailTab; count: number | undefined }) {
  return (
    <Group gap={6} wrap="nowrap">
      {/* Icons only where there is room: four labels with counts must fit on a phone. */}
      <Box visibleFrom="xs" display="flex">
        {ICONS[tab]}
      </Box>
      <span>{MESSAGES.web.companyDetail.tabs[tab]}</span>
      {count !== undefined && (
        <Badge size="sm" variant="light" circle={count < 10} miw={22}>
          {count}
        </Badge>
      )}
    </Group>
  );
}
