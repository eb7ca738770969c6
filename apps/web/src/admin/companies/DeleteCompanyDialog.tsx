/**
 * The delete-company confirmation (docs/product/platform-admin.md#companies): lists what is removed and that it cannot be
 * undone; the button reads 'Deleting...' while busy. Reusable from the detail page:
 *
 *   <DeleteCompanyDialog company={target} onClose={() => setTarget(null)}
 *                        onDeleted={() => navigate('/companies')} />
 */
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../../kit/feedback/notify';
import { failureText } from './company-model';

const t = MESSAGES.web.companies;

export interface DeleteCompanyDialogProps {
  /** The company to delete; the dialog is open while set. */
  company: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

export function DeleteCompanyDialog({ company, onClose, onDeleted }: DeleteCompanyDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.platform.companies.remove.mutationOptions({
      onSuccess: (answer) => {
        notify.success(MESSAGES.company.deleted);
        void queryClient.invalidateQueries({ queryKey: trpc.platform.companies.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.platform.dashboard.pathKey() });
        onDeleted?.(answer.id);
        onClose();
      },
      onError: (error) => notify.error(failureText(error, t.deleteFailedRetry)),
    }),
  );
  const busy = remove.isPending;
  // Keeps the name on screen while the dialog animates out.
  const [last, setLast] = useState(company);
  if (company && company !== last) setLast(company);
  const shown = company ?? last;

  return (
    <Modal
      opened={company !== null}
      onClose={() => !busy && onClose()}
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-filled)" />
          <Text fw={600}>{t.deleteTitle}</Text>
        </Group>
      }
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <Stack gap="sm">
        <Text size="sm">{t.deleteIntro(shown?.name ?? '')}</Text>
        <List size="sm" spacing={4} withPadding>
          {t.deleteItems.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text size="sm" fw={600} c="red">
          {t.deleteWarning}
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {MESSAGES.web.confirm.cancel}
          </Button>
          <Button
            color="red"
            onClick={() => company && remove.mutate({ id: company.id })}
            disabled={busy}
            data-autofocus
          >
            {busy ? t.deleting : t.deleteConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
