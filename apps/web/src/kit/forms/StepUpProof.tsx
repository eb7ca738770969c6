import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES, TWO_FACTOR } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../feedback/notify';
import { EMPTY_STEP_UP, proofMethods, stepUpError, type ProofMethod, type StepUpValues } from './step-up';
import type { FormState } from './useFormState';

const t = MESSAGES.web.account;

interface Props<V extends StepUpValues> {
  form: FormState<V>;
  /** Whether the account has a password it could confirm with. */
  hasPassword: boolean;
  /** Whether two-factor sign-in is on, so a code from the authenticator app can confirm. */
  twoFactorEnabled?: boolean;
  disabled?: boolean;
}

/**
 * The proof a sensitive change to one's own account asks for (docs/security.md): a code from the
 * authenticator app where two-factor sign-in is on, the current password where there is one, or a
 * code the server mails to the account's own address (auth.requestStepUpCode), which always works.
 */
export function StepUpProof<V extends StepUpValues>({
  form,
  hasPassword,
  twoFactorEnabled = false,
  disabled,
}: Props<V>) {
  const methods = proofMethods({ hasPassword, twoFactorEnabled });
  const [method, setMethod] = useState<ProofMethod>(methods[0]!);
  const error = stepUpError(form.errors);
  const switchTo = (next: ProofMethod) => {
    setMethod(next);
    form.setValues(EMPTY_STEP_UP as Partial<V>);
    for (const field of Object.keys(EMPTY_STEP_UP)) form.setFieldError(field, undefined);
  };
  const others = methods.filter((m) => m !== method);

  return (
    <Stack gap={4}>
      {method === 'totp' && (
        <TextInput
          {...form.field('totpCode')}
          error={error}
          label={t.totpCode}
          description={t.totpCodeHint}
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR.codeMax}
          disabled={disabled}
        />
      )}
      {method === 'password' && (
        <PasswordInput
          {...form.field('currentPassword')}
          error={error}
          label={t.currentPassword}
          autoComplete="current-password"
          disabled={disabled}
        />
      )}
      {method === 'code' && <EmailedCode form={form} error={error} disabled={disabled} />}
      {others.map((other) => (
        <Anchor
          key={other}
          component="button"
          type="button"
          size="sm"
          onClick={() => switchTo(other)}
          disabled={disabled}
          style={{ alignSelf: 'flex-start', textAlign: 'start' }}
        >
          {t.proveWith[other]}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The emailed code's field, beside the button that mails it. */
function EmailedCode<V extends StepUpValues>({
  form,
  error,
  disabled,
}: {
  form: FormState<V>;
  error: string | undefined;
  disabled?: boolean;
}) {
  const trpc = useTRPC();
  const send = useMutation(
    trpc.auth.requestStepUpCode.mutationOptions({
      onSuccess: ({ message }) => notify.success(message),
      onError: (failure) => notify.error(failure, t.stepUpSendFailed),
    }),
  );
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        {...form.field('stepUpCode')}
        error={error}
        label={t.stepUpCode}
        description={send.isSuccess ? t.stepUpCodeSentHint : t.stepUpCodeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        disabled={disabled}
        style={{ flex: 1 }}
      />
      <Button variant="default" loading={send.isPending} disabled={disabled} onClick={() => send.mutate()}>
        {send.isSuccess ? t.sendCodeAgain : t.emailMeACode}
      </Button>
    </Group>
  );
}
