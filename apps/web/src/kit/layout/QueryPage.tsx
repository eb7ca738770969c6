import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ErrorView } from '../feedback/ErrorView';
import { PageLoader } from './PageLoader';

/**
 * A screen that needs one query before it can show anything: a spinner, then either the error (the
 * screen's own text, or the server's) with Retry under the header, or the header and the content.
 *
 *   <QueryPage query={profile} header={<PageHeader title="User Settings" />} errorText="Failed to load user data">
 *     {(data) => <ProfileCard user={data.user} />}
 *   </QueryPage>
 */
export function QueryPage<T, E>({
  query,
  header,
  errorText,
  children,
}: {
  query: UseQueryResult<T, E>;
  header: ReactNode;
  errorText?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <>
        {header}
        <ErrorView error={errorText ?? query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      {children(query.data)}
    </>
  );
}
