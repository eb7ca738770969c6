import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { ErrorView } from '../kit/feedback/ErrorView';
import { CenteredLayout } from '../kit/layout/CenteredLayout';
import { PageLoader } from '../kit/layout/PageLoader';
import { useSession } from './session-context';
import { SignedOutRoutes } from './SignedOutRoutes';
import type { SessionUser } from './types';

interface SessionGateProps {
  login: ReactNode;
  children: (user: SessionUser) => ReactNode;
}

/** What a host shows for each session state: login, profile loading, unreachable, or the portal. */
export function SessionGate({ login, children }: SessionGateProps) {
  const { state } = useSession();
  switch (state.status) {
    case 'anonymous':
      return <SignedOutRoutes login={login} />;
    case 'loading':
      return <PageLoader fullScreen label={MESSAGES.web.loadingProfile} />;
    case 'unavailable':
      return (
        <CenteredLayout>
          <ErrorView
            error={`${MESSAGES.web.network.profileFailed} ${MESSAGES.web.network.unreachable}`}
            onRetry={state.retry}
          />
        </CenteredLayout>
      );
    case 'authenticated':
      return children(state.user);
  }
}
