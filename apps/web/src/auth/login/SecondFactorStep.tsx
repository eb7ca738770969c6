import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';

import { MESSAGES, TWO_FACTOR } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { errorText } from '../../lib/api/errors';
import type { TwoFactorSignedIn } from '../types';
import { challengeOver } from './login-steps';
import { SignInOver, StartAgainLink } from './StartAgain';

const t = MESSAGES.web.twoFactor;

interface SecondFactorStepProps {
  challenge: string;
  onSignedIn: (answer: TwoFactorSignedIn) => void;
  onStartAgain: () => void;
}

/** Step 3, where two-factor sign-in is on: the code from the authenticator app, or a recovery code. */
export function SecondFactorStep({ challenge, onSignedIn, onStartAgain }: SecondFactorStepProps) {
  const trpc = useTRPC();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const verify = useMutation(trpc.auth.twoFactor.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || verify.isPending) return;
    verify.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: onSignedIn,
        // The wrong code stays, selected: a slip in a recovery code is fixed, a new app code typed over it.
        onError: () => input.current?.select(),
      },
    );
  };

  if (verify.error && challengeOver(verify.error)) {
    return <SignInOver message={errorText(verify.error, 'challenge')} onStartAgain={onStartAgain} />;
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.codeStepHint}
        </Text>
        <TextInput
          ref={input}
          label={t.codeLabel}
          description={t.recoveryHint}
          placeholder={t.codePlaceholder}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (verify.isError) verify.reset();
          }}
          error={verify.error ? errorText(verify.error, 'code') : undefined}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={TWO_FACTOR.codeMax}
          autoFocus
          required
          readOnly={verify.isPending}
        />
        <Button type="submit" fullWidth loading={verify.isPending} disabled={!code.trim()}>
          {t.verify}
        </Button>
        <StartAgainLink onClick={onStartAgain} />
      </Stack>
    </form>
  );
}
