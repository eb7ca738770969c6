import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

export interface RowActionsProps {
  /** Names the row in the buttons' labels ('Edit Asha'). */
  name: string;
  onEdit: () => void;
  onView?: () => void;
  onDelete: () => void;
}

/** A CRM row's actions: edit, view (when given) and delete. */
export function RowActions({ name, onEdit, onView, onDelete }: RowActionsProps) {
  const k = MESSAGES.web.crmKit;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`${k.edit} ${name}`} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      {onView && (
        <ActionIcon variant="subtle" color="gray" aria-label={`${k.view} ${name}`} onClick={onView}>
          <IconEye size={16} />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="red" aria-label={`${k.delete} ${name}`} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
