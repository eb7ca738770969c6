import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const Notifications = lazy(() => import('./NotificationsContainer').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's toast container, mounted when the first toast is shown: its code and its six positioned
 * containers are nothing a screen needs until then (docs/decisions/0025). The toast waits in the
 * store while the chunk loads and appears as the container mounts.
 */
export function DeferredNotifications(props: NotificationsProps) {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (wanted) return;
    return notificationsStore.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
