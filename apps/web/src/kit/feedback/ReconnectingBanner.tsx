import { Alert, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { MESSAGES } from '@app/contracts';

import { databaseOutage } from '../../lib/api/outage';
import { bareClient } from '../../lib/api/refresh';

/** How often the banner asks whether the database is back. */
const PROBE_MS = 2000;

/**
 * "Reconnecting" while the API answers 503 DATABASE_UNAVAILABLE (docs/architecture.md#the-web-app): the user stays signed
 * in, the page keeps what it shows, and once the server is ready again the failed loads run again.
 */
export function ReconnectingBanner() {
  const down = useSyncExternalStore(databaseOutage.subscribe, databaseOutage.get);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!down) return;
    const timer = setInterval(() => {
      bareClient.system.ready
        .query()
        .then(() => {
          databaseOutage.answered();
          void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
        })
        .catch(() => undefined);
    }, PROBE_MS);
    return () => clearInterval(timer);
  }, [down, queryClient]);

  if (!down) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      icon={<Loader size={16} color="yellow" />}
      title={MESSAGES.web.reconnecting.title}
      pos="fixed"
      top={12}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 1000, maxWidth: 'calc(100vw - 24px)', width: 480 }}
    >
      {MESSAGES.web.reconnecting.body}
    </Alert>
  );
}
