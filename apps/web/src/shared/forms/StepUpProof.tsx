import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES, type StepUpProof as Proof } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../feedback/notify';
import type { FormState } from './useFormState';

const t = MESSAGES.web.companyPortal.userSettings;

export interface StepUpValues {
  currentPassword: string;
  stepUpCode: string;
}

export const EMPTY_STEP_UP: StepUpValues = { currentPassword: '', stepUpCode: '' };

/** The proof as the API takes it: only the one the person filled in. */
export const stepUpInput = ({ currentPassword, stepUpCode }: StepUpValues): Proof => ({
  ...(currentPassword ? { currentPassword } : {}),
  ...(stepUpCode.trim() ? { stepUpCode: stepUpCode.trim() } : {}),
});

interface Props<V extends StepUpValues> {
  form: FormState<V>;
  /** Whether the account has a password it could confirm with instead of a code. */
  hasPassword: boolean;
  disabled?: boolean;
}

/**
 * The proof a sensitive change to one's own account asks for (docs/security.md): the current
 * password where there is one, or a code the server mails to the account's own address
 * (auth.requestStepUpCode). Whoever forgot the password, or never set it, uses the code.
 */
export function StepUpProof<V extends StepUpValues>({ form, hasPassword, disabled }: Props<V>) {
  const trpc = useTRPC();
  const [byCode, setByCode] = useState(!hasPassword);
  const send = useMutation(
    trpc.auth.requestStepUpCode.mutationOptions({
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(error, t.stepUpSendFailed),
    }),
  );
  // The server names the field of the proof it expected; show it under whichever one is visible.
  const error = form.errors.stepUpCode ?? form.errors.currentPassword;
  const switchTo = (code: boolean) => {
    setByCode(code);
    form.setValues({ currentPassword: '', stepUpCode: '' } as Partial<V>);
  };

  if (!byCode) {
    return (
      <Stack gap={4}>
        <PasswordInput
          {...form.field('currentPassword')}
          error={error}
          label={t.currentPassword}
          autoComplete="current-password"
          disabled={disabled}
        />
        <Anchor component="button" type="button" size="sm" onClick={() => switchTo(true)} disabled={disabled}>
          {t.useCodeInstead}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
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
      {hasPassword && (
        <Anchor component="button" type="button" size="sm" onClick={() => switchTo(false)} disabled={disabled}>
          {t.usePasswordInstead}
        </Anchor>
      )}
    </Stack>
  );
}
