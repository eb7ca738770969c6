import { Alert, Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

import { MESSAGES } from '@app/contracts';

import { CopyText } from '../account/CopyText';

const t = MESSAGES.web.apiKeys.secret;

/**
 * A new key's secret, shown this once (the server keeps only its hash): selected in a read-only
 * field, with a copy button and the warning that it will not be shown again.
 */
export function ApiKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  // Selected on arrival: a screen reader reads it, and Ctrl+C copies it without the mouse.
  useEffect(() => field.current?.select(), []);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={MESSAGES.apiKeys.created}>
        {t.warning}
      </Alert>
      <Textarea
        ref={field}
        label={t.label}
        value={secret}
        readOnly
        autosize
        minRows={1}
        onFocus={(event) => event.currentTarget.select()}
        // The whole secret in view, wrapped anywhere on a narrow screen rather than cut off.
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
        spellCheck={false}
        autoComplete="off"
      />
      <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }}>
          {t.usage}
        </Text>
        <Box style={{ flexShrink: 0 }}>
          <CopyText value={secret} label={t.copy} />
        </Box>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t.done}</Button>
      </Group>
    </Stack>
  );
}
