import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

type HostState =
  | { kind: 'loading' }
  | { kind: 'platform' }
  | { kind: 'tenant'; name: string }
  | { kind: 'invalid' };

/** The first label of the host names the company; admin (or no label) is the platform host. */
function subdomainOf(hostname: string): string | null {
  const [first, ...rest] = hostname.split('.');
  if (rest.length === 0 || !first) return null;
  return first;
}

export function App() {
  const [state, setState] = useState<HostState>({ kind: 'loading' });

  useEffect(() => {
    const subdomain = subdomainOf(window.location.hostname);
    if (!subdomain || subdomain === 'admin') {
      setState({ kind: 'platform' });
      return;
    }
    fetch(`/api/company/check-subdomain?subdomain=${encodeURIComponent(subdomain)}`)
      .then((r) => r.json() as Promise<{ valid?: boolean; data?: { companyName?: string } }>)
      .then((body) => setState(body.valid ? { kind: 'tenant', name: body.data?.companyName ?? subdomain } : { kind: 'invalid' }))
      .catch(() => setState({ kind: 'invalid' }));
  }, []);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={420} w="100%">
        {state.kind === 'loading' ? (
          <Center>
            <Loader />
          </Center>
        ) : (
          <Stack gap="xs">
            <Title order={2}>
              {state.kind === 'platform' ? 'Admin Dashboard' : state.kind === 'tenant' ? state.name : 'Invalid subdomain'}
            </Title>
            <Text c="dimmed">
              {state.kind === 'invalid'
                ? 'This address does not belong to any company.'
                : 'The API is running. The REST reference is at /api/docs.'}
            </Text>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
