import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner, optionally with a line of text; fills the screen with `fullScreen`. */
export function PageLoader({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} p="md">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-label={label ?? 'Loading'} />
        {label && <Text c="dimmed">{label}</Text>}
      </Stack>
    </Center>
  );
}
