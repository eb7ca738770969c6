import { Alert, Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

import { CopyText } from '../account/CopyText';

/** What the screen says around a secret: the API keys' and the webhooks' own words. */
export interface OneTimeSecretTexts {
  /** The alert's title: what was just made. */
  notice: string;
  /** That it is not shown again, and what to do if it is lost. */
  warning: string;
  /** The field's label. */
  label: string;
  /** How the secret is used, under the field. */
  usage: string;
  copy: string;
  done: string;
}

/**
 * A new secret, shown this once (the server keeps only a hash or a sealed copy): selected in a
 * read-only field, with a copy button and the warning that it will not be shown again. An API key's
 * secret and a webhook's signing secret alike:
 *
 *   <OneTimeSecret secret={created.secret} texts={{ notice: MESSAGES.apiKeys.created, ...t.secret }} onDone={close} />
 */
export function OneTimeSecret({
  secret,
  texts,
  onDone,
}: {
  secret: string;
  texts: OneTimeSecretTexts;
  onDone: () => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  // Selected on arrival: a screen reader reads it, and Ctrl+C copies it without the mouse.
  useEffect(() => field.current?.select(), []);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={texts.notice}>
        {texts.warning}
      </Alert>
      <Textarea
        ref={field}
        label={texts.label}
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
          {texts.usage}
        </Text>
        <Box style={{ flexShrink: 0 }}>
          <CopyText value={secret} label={texts.copy} />
        </Box>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{texts.done}</Button>
      </Group>
    </Stack>
  );
}
