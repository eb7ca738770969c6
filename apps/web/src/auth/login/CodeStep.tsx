import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { LOGIN_CODE, MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { errorText } from '../../lib/api/errors';
import { notify } from '../../kit/feedback/notify';
import type { FirstFactorAnswer } from '../types';
import { useCountdown } from './useCountdown';

const t = MESSAGES.web.login;

/** Seconds before another code can be requested. */
export const RESEND_COOLDOWN_S = 30;

interface CodeStepProps {
  email: string;
  subdomain: string;
  /** The tokens, or a challenge when a second factor is due. */
  onAnswer: (answer: FirstFactorAnswer) => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-digit code (typed, pasted or filled in from the mail by the phone). */
export function CodeStep({ email, subdomain, onAnswer, onChangeEmail }: CodeStepProps) {
  const trpc = useTRPC();
  const [code, setCode] = useState('');
  const pinRef = useRef<HTMLDivElement>(null);
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_S);
  const verify = useMutation(trpc.auth.verifyCode.mutationOptions());
  const resend = useMutation(trpc.auth.requestCode.mutationOptions());

  const submit = (value: string) => {
    if (value.length !== LOGIN_CODE.length || verify.isPending) return;
    verify.mutate(
      { email, code: value },
      {
        onSuccess: onAnswer,
        // Start over on a wrong code: the boxes empty (and the first one takes focus, below).
        onError: () => setCode(''),
      },
    );
  };

  useEffect(() => {
    if (verify.isError) pinRef.current?.querySelector('input')?.focus();
  }, [verify.isError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  const requestAgain = () => {
    verify.reset();
    resend.mutate(
      { email, subdomain },
      {
        onSuccess: () => {
          restart();
          notify.success(t.codeResent);
        },
      },
    );
  };

  const error = verify.error
    ? errorText(verify.error, 'code')
    : resend.error
      ? errorText(resend.error, 'email')
      : undefined;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.codeStepHint(email)}
        </Text>
        <Stack gap={6} align="center">
          <Text component="label" htmlFor="login-code-1" size="sm" fw={500} style={{ alignSelf: 'flex-start' }}>
            {t.codeLabel}
          </Text>
          <PinInput
            id="login-code"
            rootRef={pinRef}
            length={LOGIN_CODE.length}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            size="md"
            gap="xs"
            getInputProps={(index) => ({ 'aria-label': t.codeDigitLabel(index + 1, LOGIN_CODE.length) })}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (verify.isError && value) verify.reset();
            }}
            onComplete={submit}
            placeholder=""
            error={Boolean(verify.error)}
            readOnly={verify.isPending}
          />
          {error && (
            <Text size="sm" c="red" role="alert" ta="center">
              {error}
            </Text>
          )}
        </Stack>
        <Button type="submit" fullWidth loading={verify.isPending} disabled={code.length !== LOGIN_CODE.length}>
          {t.verify}
        </Button>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} />
              {t.differentEmail}
            </Group>
          </Anchor>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={requestAgain}
            disabled={remaining > 0}
            loading={resend.isPending}
          >
            {remaining > 0 ? t.resendIn(remaining) : t.resend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
