import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The team screens' primary button, in the page's (or the tab's) header at every width. */
export function AddMemberButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick}>
      {label}
    </Button>
  );
}
