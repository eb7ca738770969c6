import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { changePasswordInput, MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../../shared/feedback/notify';
import { applyServerErrors } from '../../shared/forms/server-errors';
import { hasErrors, useFormState } from '../../shared/forms/useFormState';
import { zodFieldErrors } from '../../shared/forms/zod-errors';
import { SettingsCard } from '../../shared/layout/SettingsCard';
import { useShellRefresh } from '../company-profile';

const t = MESSAGES.web.companyPortal.userSettings;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password (auth.changePassword): set one when the account has none (user.hasPassword), else change
 * it with the current one. The new password is typed twice.
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const trpc = useTRPC();
  const refresh = useShellRefresh();
  const form = useFormState(EMPTY);
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: ({ message }) => {
        notify.success(message);
        form.reset(EMPTY);
        refresh.user();
      },
      onError: (error) => {
        const banner = applyServerErrors(form, error, { fallback: t.passwordFailed });
        if (banner) notify.error(banner);
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      newPassword: form.values.newPassword,
      ...(hasPassword ? { currentPassword: form.values.currentPassword } : {}),
    };
    const errors = {
      ...zodFieldErrors(changePasswordInput, input),
      currentPassword: hasPassword && !form.values.currentPassword ? MESSAGES.auth.currentPasswordRequired : undefined,
      confirmPassword: form.values.confirmPassword !== form.values.newPassword ? t.passwordsDiffer : undefined,
    };
    if (hasErrors(errors)) return form.setErrors(errors);
    change.mutate(input);
  };

  const busy = change.isPending;
  return (
    <SettingsCard title={t.passwordSection} description={hasPassword ? t.passwordChangeHint : t.passwordSetHint}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {hasPassword && (
              <PasswordInput
                {...form.field('currentPassword')}
                label={t.currentPassword}
                autoComplete="current-password"
                disabled={busy}
              />
            )}
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
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={busy} disabled={!form.values.newPassword}>
              {hasPassword ? t.changePassword : t.setPassword}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
