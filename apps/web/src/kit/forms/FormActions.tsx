import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form's failed save, above its fields (null shows nothing). */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/** Reset and Save at the end of a settings form: both wait for a change; Save spins while saving. */
export function ResetSaveActions({
  dirty,
  busy,
  onReset,
  resetLabel,
  saveLabel,
}: {
  dirty: boolean;
  busy: boolean;
  onReset: () => void;
  resetLabel: string;
  saveLabel: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onReset} disabled={!dirty || busy}>
        {resetLabel}
      </Button>
      <Button type="submit" loading={busy} disabled={!dirty}>
        {saveLabel}
      </Button>
    </Group>
  );
}
