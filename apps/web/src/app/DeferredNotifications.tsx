import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

import { whenIdle } from '../shared/layout/lazyOverlay';

const Notifications = lazy(() => import('./NotificationsContainer').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's toast container, mounted once the page is idle or as soon as a toast is shown, whichever
 * comes first: its code and its six positioned containers are nothing the first paint needs. A
 * toast shown before it mounts waits in the store and appears as it mounts.
 */
export function DeferredNotifications(props: NotificationsProps) {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = notificationsStore.subscribe(want);
    const cancel = whenIdle(want);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
