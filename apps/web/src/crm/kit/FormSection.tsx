import { SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a CRM form ('Basic Information', ...): two columns, one on a phone. */
export function FormSection({ title, children, columns = 2 }: { title: string; children: ReactNode; columns?: 1 | 2 }) {
  return (
    <section>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
        {children}
      </SimpleGrid>
    </section>
  );
}
