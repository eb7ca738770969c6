/** The records this one belongs to, by name, each a link to its page: 'Lead: Asha Rao · Brand: Kaveri Foods'. */
import { Group, Text } from '@mantine/core';

import { RecordLink } from './ValueLink';

export interface Owner {
  label: string;
  name: string;
  href: string;
}

export function BelongsTo({ owners }: { owners: Owner[] }) {
  return (
    <>
      {owners.map((owner) => (
        <Group key={owner.label} gap={6} wrap="nowrap" miw={0}>
          <Text size="sm" c="dimmed">
            {owner.label}:
          </Text>
          <RecordLink to={owner.href}>{owner.name}</RecordLink>
        </Group>
      ))}
    </>
  );
}
