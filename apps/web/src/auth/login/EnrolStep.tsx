import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { errorText } from '../../lib/api/errors';
import { ErrorView } from '../../kit/feedback/ErrorView';
import { TotpEnrolment } from '../../kit/account/TotpEnrolment';
import type { TwoFactorSignedIn } from '../types';
import { challengeOver } from './login-steps';
import { SignInOver, StartAgainLink } from './StartAgain';

const t = MESSAGES.web.twoFactor;

interface EnrolStepProps {
  challenge: string;
  /** The platform (super admins) requires it, rather than the person's company. */
  platform: boolean;
  onSignedIn: (answer: TwoFactorSignedIn) => void;
  onStartAgain: () => void;
}

/**
 * Step 3 where a second factor is required and not set up yet: why, then the authenticator app's
 * set-up. Its first code completes the enrolment and the sign-in together.
 */
export function EnrolStep({ challenge, platform, onSignedIn, onStartAgain }: EnrolStepProps) {
  const trpc = useTRPC();
  const enrol = useMutation(trpc.auth.twoFactorEnrol.mutationOptions());
  const confirm = useMutation(trpc.auth.twoFactor.mutationOptions({ onSuccess: onSignedIn }));
  const start = enrol.mutate;
  const started = useRef(false);
  useEffect(() => {
    // Once per step: a second start would replace the secret the person may already be scanning.
    if (started.current) return;
    started.current = true;
    start({ challenge });
  }, [challenge, start]);

  const failure = enrol.error ?? confirm.error;
  if (failure && challengeOver(failure)) {
    return <SignInOver message={errorText(failure, 'challenge')} onStartAgain={onStartAgain} />;
  }
  return (
    <Stack gap="md">
      <Alert color="brand" variant="light" icon={<IconShieldLock size={18} />}>
        {platform ? t.requiredByPlatform : t.requiredByCompany}
      </Alert>
      {enrol.isPending && (
        <Group gap="sm" justify="center" py="md">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t.setupLoading}
          </Text>
        </Group>
      )}
      {enrol.isError && <ErrorView error={enrol.error} onRetry={() => start({ challenge })} />}
      {enrol.data && (
        <TotpEnrolment
          setup={enrol.data}
          pending={confirm.isPending}
          error={confirm.error ? errorText(confirm.error, 'code') : undefined}
          onEdit={() => confirm.isError && confirm.reset()}
          onConfirm={(code) => confirm.mutate({ challenge, code })}
        />
      )}
      <StartAgainLink onClick={onStartAgain} />
    </Stack>
  );
}
