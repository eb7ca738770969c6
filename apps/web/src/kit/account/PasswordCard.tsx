import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { changePasswordInput, MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { useTRPC } from '../../lib/api/client';
import { confirm } from '../feedback/confirm';
import { notify } from '../feedback/notify';
import { applyServerErrors } from '../forms/server-errors';
import { EMPTY_STEP_UP, stepUpInput } from '../forms/step-up';
import { StepUpProof } from '../forms/StepUpProof';
import { hasErrors, useFormState } from '../forms/useFormState';
import { zodFieldErrors } from '../forms/zod-errors';
import { SettingsCard } from '../layout/SettingsCard';
import { useAccountRefresh } from './useAccountRefresh';

const t = MESSAGES.web.account;
const EMPTY = { ...EMPTY_STEP_UP, newPassword: '', confirmPassword: '' };

/**
 * Password (auth.changePassword, auth.removePassword), in both portals: set one when the account
 * has none, change or remove it otherwise. Each needs a step-up proof: a code from the
 * authenticator app, the current password, or a code emailed to the account. The new password is
 * typed twice.
 */
export function PasswordCard() {
  const trpc = useTRPC();
  const { hasPassword, twoFactorEnabled } = useCurrentUser();
  const refresh = useAccountRefresh();
  const form = useFormState(EMPTY);
  const handlers = (fallback: string) => ({
    onSuccess: ({ message }: { message: string }) => {
      notify.success(message);
      form.reset(EMPTY);
      refresh();
    },
    onError: (error: Parameters<typeof applyServerErrors>[1]) => {
      const banner = applyServerErrors(form, error, { fallback });
      if (banner) notify.error(banner);
    },
  });
  const change = useMutation(trpc.auth.changePassword.mutationOptions(handlers(t.passwordFailed)));
  const remove = useMutation(trpc.auth.removePassword.mutationOptions(handlers(t.removePasswordFailed)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { newPassword: form.values.newPassword, ...stepUpInput(form.values) };
    const errors = {
      ...zodFieldErrors(changePasswordInput, input),
      confirmPassword: form.values.confirmPassword !== form.values.newPassword ? t.passwordsDiffer : undefined,
    };
    if (hasErrors(errors)) return form.setErrors(errors);
    change.mutate(input);
  };

  const askRemove = async () => {
    const sure = await confirm({
      title: t.removePassword,
      message: t.removePasswordConfirm,
      confirmLabel: t.removePassword,
      danger: true,
    });
    if (sure) remove.mutate(stepUpInput(form.values));
  };

  const busy = change.isPending || remove.isPending;
  return (
    <SettingsCard title={t.passwordSection} description={hasPassword ? t.passwordChangeHint : t.passwordSetHint}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <StepUpProof
              // A new password, or two-factor sign-in turned on or off, changes the proofs on offer.
              key={`${hasPassword}-${twoFactorEnabled}`}
              form={form}
              hasPassword={hasPassword}
              twoFactorEnabled={twoFactorEnabled}
              disabled={busy}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              {...form.field('newPassword')}
              label={t.newPassword}
              autoComplete="new-password"
              disabled={busy}
            />
            <PasswordInput
              {...form.field('confirmPassword')}
              label={t.confirmPassword}
              autoComplete="new-password"
              disabled={busy}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            {hasPassword && (
              <Button
                color="red"
                variant="subtle"
                loading={remove.isPending}
                disabled={busy}
                onClick={() => void askRemove()}
              >
                {t.removePassword}
              </Button>
            )}
            <Button
              type="submit"
              variant="light"
              loading={change.isPending}
              disabled={busy || !form.values.newPassword}
            >
              {hasPassword ? t.changePassword : t.setPassword}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
