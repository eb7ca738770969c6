import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import type { TeamTexts } from './team-texts';

/** Success dialog timer (docs/product/platform-admin.md#messages-and-limits). */
export const SUCCESS_DIALOG_MS = 2000;

/** 'Deleted!' with what was done, closing by itself after 2 seconds (docs/product/platform-admin.md#messages-and-limits). */
export function showDeletedDialog(message: string) {
  const id = modals.open({
    centered: true,
    withCloseButton: false,
    size: 'sm',
    children: (
      <Stack align="center" gap="xs" py="sm" role="status">
        <ThemeIcon color="green" variant="light" radius="xl" size={56}>
          <IconCheck size={32} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {MESSAGES.users.deletedDialog}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {message}
        </Text>
      </Stack>
    ),
  });
  window.setTimeout(() => modals.close(id), SUCCESS_DIALOG_MS);
}

/** A failure the user must acknowledge ('Failed to delete user. Please try again.' is shown in a dialog). */
export function showErrorDialog(message: string, texts: Pick<TeamTexts['ui'], 'errorTitle' | 'ok'>) {
  const id = modals.open({
    centered: true,
    size: 'sm',
    title: texts.errorTitle,
    children: (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {message}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{texts.ok}</Button>
        </Group>
      </Stack>
    ),
  });
}
