import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

const t = MESSAGES.web.twoFactor;

/** The way back to the email step, as a quiet link under a step. */
export function StartAgainLink({ onClick }: { onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} />
        {t.startAgain}
      </Group>
    </Anchor>
  );
}

/** A sign-in that no code can complete any more (expired, too many wrong codes): why, and Start again. */
export function SignInOver({ message, onStartAgain }: { message: string; onStartAgain: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {message}
      </Alert>
      <Button fullWidth onClick={onStartAgain} autoFocus>
        {t.startAgain}
      </Button>
    </Stack>
  );
}
