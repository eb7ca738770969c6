import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { confirm } from '../feedback/confirm';
import { notify } from '../feedback/notify';
import { applyServerErrors } from '../forms/server-errors';
import { EMPTY_STEP_UP, stepUpInput } from '../forms/step-up';
import { StepUpProof } from '../forms/StepUpProof';
import { useFormState } from '../forms/useFormState';

const t = MESSAGES.web.twoFactor;

/**
 * Turning two-factor sign-in off (auth.twoFactorDisable): asked for with a button, then proven
 * (a code from the app first, an emailed code, or the current password) and confirmed.
 */
export function TurnOffTwoFactor({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const form = useFormState(EMPTY_STEP_UP);
  const disable = useMutation(
    trpc.auth.twoFactorDisable.mutationOptions({
      onSuccess: ({ message }) => {
        notify.success(message);
        onDone();
      },
      onError: (error) => {
        const banner = applyServerErrors(form, error, { fallback: t.turnOffFailed });
        if (banner) notify.error(banner);
      },
    }),
  );

  if (!open) {
    return (
      <Group justify="flex-end">
        <Button color="red" variant="light" onClick={() => setOpen(true)}>
          {t.turnOff}
        </Button>
      </Group>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sure = await confirm({ title: t.turnOff, message: t.turnOffConfirm, confirmLabel: t.turnOff, danger: true });
    if (sure) disable.mutate(stepUpInput(form.values));
  };
  const close = () => {
    setOpen(false);
    form.reset(EMPTY_STEP_UP);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t.turnOffHint}</Text>
        <StepUpProof form={form} hasPassword={hasPassword} twoFactorEnabled disabled={disable.isPending} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={disable.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" color="red" loading={disable.isPending}>
            {t.turnOff}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
