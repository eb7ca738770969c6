import { Affix, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The add button floating above the bottom bar on phones (spec 000 §2.6, 001 §2.5). */
export function FloatingAdd({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Affix position={{ bottom: 80, right: 16 }} zIndex={150}>
      <Button
        radius="xl"
        size="md"
        leftSection={<IconPlus size={18} />}
        onClick={onClick}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        {label}
      </Button>
    </Affix>
  );
}
