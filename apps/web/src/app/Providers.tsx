import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { SessionProvider } from '../auth/SessionProvider';
import { queryClient, trpcClient, TRPCProvider } from '../lib/api/client';
import { ThemeColorProvider } from '../theme/ThemeColorProvider';
import { DeferredNotifications } from './DeferredNotifications';

/**
 * Every context the app needs, outermost first. The modals provider lives in the signed-in shell
 * (PortalShell), so the login page does not load the modal code.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeColorProvider>
      <DeferredNotifications position="top-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <BrowserRouter>
            <SessionProvider>{children}</SessionProvider>
          </BrowserRouter>
        </TRPCProvider>
      </QueryClientProvider>
    </ThemeColorProvider>
  );
}
