import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { errorText, isFinalAnswer } from '../../lib/api/errors';

export interface ErrorViewProps {
  /** A message, or a caught error (its server message is shown). */
  error: unknown;
  /** Offered unless the error is a final answer (isFinalAnswer: refused, not found). */
  onRetry?: () => void;
  /** Defaults to 'Retry'; some screens say 'Try again'. */
  retryLabel?: string;
}

/** A failed load: what went wrong and a Retry button (no sample data in its place, docs/architecture.md#the-web-app). */
export function ErrorView({ error, onRetry, retryLabel = MESSAGES.web.retry }: ErrorViewProps) {
  const message = typeof error === 'string' ? error : errorText(error);
  const retry = typeof error === 'string' || !isFinalAnswer(error) ? onRetry : undefined;
  return (
    <Stack align="center" gap="sm" py="xl" px="md" role="alert">
      <ThemeIcon color="red" variant="light" size={48} radius="xl">
        <IconAlertTriangle size={26} />
      </ThemeIcon>
      <Text ta="center" maw={480}>
        {message}
      </Text>
      {retry && (
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={retry}>
          {retryLabel}
        </Button>
      )}
    </Stack>
  );
}
