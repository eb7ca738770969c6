/** A record page's actions beside its name. */
import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

const t = MESSAGES.web.crmRecordPage;

export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onClick}>
      {t.edit}
    </Button>
  );
}

export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onClick}>
      {t.delete}
    </Button>
  );
}
