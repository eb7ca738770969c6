import { Box, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { MESSAGES, TWO_FACTOR } from '@app/contracts';

import { CopyText } from './CopyText';
import { groupSecret } from './two-factor';

const t = MESSAGES.web.twoFactor;

interface TotpEnrolmentProps {
  /** The secret the server made for this enrolment, and its QR code (an image data URL). */
  setup: { qrCode: string; secret: string };
  onConfirm: (code: string) => void;
  pending: boolean;
  /** The server's word on the code (wrong, expired). */
  error?: string;
  /** Clears the error once the code is edited. */
  onEdit?: () => void;
  onCancel?: () => void;
}

/**
 * Adding the account to an authenticator app: the QR code to scan, the setup key to type where
 * scanning is not possible (the app on the same phone), and the app's first code to confirm it.
 * Used at sign-in when a second factor is required, and from one's settings.
 */
export function TotpEnrolment({ setup, onConfirm, pending, error, onEdit, onCancel }: TotpEnrolmentProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !pending) onConfirm(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t.scanHint}</Text>
        {/* A white square: the code must stay dark on light to scan, in the dark theme too. */}
        <Box bg="white" p={6} style={{ alignSelf: 'center', borderRadius: 'var(--mantine-radius-md)' }}>
          <Image src={setup.qrCode} alt={t.qrAlt} w={176} h={176} fit="contain" />
        </Box>
        <Stack gap={6}>
          <Text size="sm" c="dimmed" id="totp-secret-hint">
            {t.manualHint}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code
              aria-label={t.secretLabel}
              aria-describedby="totp-secret-hint"
              data-secret={setup.secret}
              fz="sm"
              py={6}
              px="sm"
              style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', letterSpacing: '0.04em' }}
            >
              {groupSecret(setup.secret)}
            </Code>
            <CopyText value={setup.secret} />
          </Group>
        </Stack>
        <TextInput
          label={t.confirmCodeLabel}
          description={t.confirmCodeHint}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            onEdit?.();
          }}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR.digits + 2}
          autoFocus
          required
          readOnly={pending}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={!code.trim()}>
            {t.turnOn}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
