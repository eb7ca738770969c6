import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { changePasswordInput, MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { confirm } from '../../shared/feedback/confirm';
import { notify } from '../../shared/feedback/notify';
import { EMPTY_STEP_UP, StepUpProof, stepUpInput } from '../../shared/forms/StepUpProof';
import { applyServerErrors } from '../../shared/forms/server-errors';
import { hasErrors, useFormState } from '../../shared/forms/useFormState';
import { zodFieldErrors } from '../../shared/forms/zod-errors';
import { SettingsCard } from '../../shared/layout/SettingsCard';
import { useShellRefresh } from '../company-profile';

const t = MESSAGES.web.companyPortal.userSettings;
const EMPTY = { ...EMPTY_STEP_UP, newPassword: '', confirmPassword: '' };

/**
 * Password (auth.changePassword, auth.removePassword): set one when the account has none
 * (user.hasPassword), change or remove it otherwise. Each needs a step-up proof: the current
 * password, or a code emailed to the account. The new password is typed twice.
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const trpc = useTRPC();
  const refresh = useShellRefresh();
  const form = useFormState(EMPTY);
  const handlers = (fallback: string) => ({
    onSuccess: ({ message }: { message: string }) => {
      notify.success(message);
      form.reset(EMPTY);
      refresh.user();
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
            <StepUpProof key={String(hasPassword)} form={form} hasPassword={hasPassword} disabled={busy} />
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
