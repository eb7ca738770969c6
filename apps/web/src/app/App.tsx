import { Suspense } from 'react';

import { AdminHost } from '../admin/AdminHost';
import { currentHost } from '../lib/host';
import { ErrorBoundary } from '../kit/feedback/ErrorBoundary';
import { ReconnectingBanner } from '../kit/feedback/ReconnectingBanner';
import { PageLoader } from '../kit/layout/PageLoader';
import { TenantHost } from '../company/TenantHost';
import { Providers } from './Providers';

/** The host decides the app (docs/product/platform-admin.md#hosts-and-sign-in): the admin portal, or one company's. */
export function App() {
  return (
    <Providers>
      <ReconnectingBanner />
      <ErrorBoundary>
        <Suspense fallback={<PageLoader fullScreen />}>
          {currentHost.kind === 'tenant' ? <TenantHost subdomain={currentHost.subdomain} /> : <AdminHost />}
        </Suspense>
      </ErrorBoundary>
    </Providers>
  );
}
