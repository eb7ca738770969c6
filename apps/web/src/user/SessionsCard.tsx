import { Button, Group, Text } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useSession } from '../auth/session-context';
import { useTRPC } from '../lib/api/client';
import { confirm } from '../kit/feedback/confirm';
import { notify } from '../kit/feedback/notify';
import { SettingsCard } from '../kit/layout/SettingsCard';

const t = MESSAGES.web.companyPortal.userSettings;

/** Sign out everywhere (user.signOutEverywhere): every session ends, this one too. */
export function SessionsCard() {
  const trpc = useTRPC();
  const { signOut } = useSession();
  const end = useMutation(
    trpc.user.signOutEverywhere.mutationOptions({
      onSuccess: () => signOut(),
      onError: (error) => notify.error(error, t.signOutEverywhereFailed),
    }),
  );
  const ask = async () => {
    const sure = await confirm({
      title: t.signOutEverywhere,
      message: t.signOutEverywhereConfirm,
      confirmLabel: t.signOutEverywhere,
      danger: true,
    });
    if (sure) end.mutate();
  };
  return (
    <SettingsCard title={t.sessionsSection}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" maw={480}>
          {t.sessionsHint}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout2 size={16} />}
          loading={end.isPending}
          onClick={() => void ask()}
        >
          {t.signOutEverywhere}
        </Button>
      </Group>
    </SettingsCard>
  );
}
