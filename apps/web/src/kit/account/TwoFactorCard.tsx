import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { useTRPC } from '../../lib/api/client';
import { errorText } from '../../lib/api/errors';
import { notify } from '../feedback/notify';
import { SettingsCard } from '../layout/SettingsCard';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';
import { TurnOffTwoFactor } from './TurnOffTwoFactor';
import { useAccountRefresh } from './useAccountRefresh';

const t = MESSAGES.web.twoFactor;
/** The set-up and the codes read as one column, as at sign-in, not stretched across a wide card. */
const ENROLMENT_WIDTH = 520;

/**
 * Two-factor sign-in, in both portals: off → Set up → the QR code, the setup key and the app's
 * first code → the recovery codes, shown once; on → its status and Turn off.
 */
export function TwoFactorCard() {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const refresh = useAccountRefresh();
  // Held here, not read from the profile: they are shown once, until the person has saved them.
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useMutation(
    trpc.auth.twoFactorSetup.mutationOptions({ onError: (e) => notify.error(e, t.setupFailed) }),
  );
  const confirmCode = useMutation(
    trpc.auth.twoFactorConfirm.mutationOptions({
      onSuccess: ({ message, recoveryCodes }) => {
        notify.success(message);
        setCodes(recoveryCodes);
        setup.reset();
        refresh();
      },
    }),
  );
  const cancel = () => {
    setup.reset();
    confirmCode.reset();
  };

  let body;
  if (codes) {
    body = (
      <Stack gap="sm" maw={ENROLMENT_WIDTH}>
        <Title order={3} size="h5">
          {t.recoveryTitle}
        </Title>
        <RecoveryCodes codes={codes} email={user.email} doneLabel={t.done} onDone={() => setCodes(null)} />
      </Stack>
    );
  } else if (setup.data) {
    body = (
      <Box maw={ENROLMENT_WIDTH}>
        <TotpEnrolment
          setup={setup.data}
          pending={confirmCode.isPending}
          error={confirmCode.error ? errorText(confirmCode.error, 'code') : undefined}
          onEdit={() => confirmCode.isError && confirmCode.reset()}
          onConfirm={(code) => confirmCode.mutate({ code })}
          onCancel={cancel}
        />
      </Box>
    );
  } else if (user.twoFactorEnabled) {
    body = <TurnOffTwoFactor hasPassword={user.hasPassword} onDone={refresh} />;
  } else {
    body = (
      <Group justify="flex-end">
        <Button onClick={() => setup.mutate()} loading={setup.isPending}>
          {t.setUp}
        </Button>
      </Group>
    );
  }

  const on = user.twoFactorEnabled;
  return (
    <SettingsCard title={t.title}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge
            color={on ? 'teal' : 'gray'}
            variant="light"
            leftSection={on ? <IconShieldCheck size={14} /> : <IconShieldOff size={14} />}
            style={{ flexShrink: 0 }}
          >
            {on ? t.statusOn : t.statusOff}
          </Badge>
          <Text size="sm" c="dimmed">
            {on ? t.cardOnHint : t.cardOffHint}
          </Text>
        </Group>
        {body}
      </Stack>
    </SettingsCard>
  );
}
