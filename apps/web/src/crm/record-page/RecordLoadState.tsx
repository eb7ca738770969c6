/**
 * A record page before its record is in: a spinner while it loads; a dead end with the way back to
 * the list when the address names no record of this company (404, or an id that is no id: asking
 * again cannot change that); otherwise what went wrong and a Retry, under the way back.
 */
import { Box, Button, Stack } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { statusOf } from '../../lib/api/errors';
import { ErrorView } from '../../kit/feedback/ErrorView';
import { DeadEnd } from '../../kit/layout/DeadEnd';
import { PageLoader } from '../../kit/layout/PageLoader';
import { BackLink, type BackTo } from './RecordPageLayout';

export interface RecordQuery {
  /** Null while it loads. */
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** No such record here: a deleted one, another company's, or a mistyped address. */
const isGone = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 400;

export function RecordLoadState({ query, back, notFound }: { query: RecordQuery; back: BackTo; notFound: string }) {
  if (!query.error) return <PageLoader />;
  if (isGone(query.error)) {
    return (
      // An alert, like the error view: a screen reader hears why the page is empty.
      <Box role="alert">
        <DeadEnd icon={<IconFileOff size={30} />} title={notFound} message={MESSAGES.web.crmRecordPage.goneMessage}>
          <Button component={Link} to={back.to} variant="light">
            {back.label}
          </Button>
        </DeadEnd>
      </Box>
    );
  }
  return (
    <Stack gap="md">
      <BackLink {...back} />
      <ErrorView error={query.error} onRetry={() => void query.refetch()} />
    </Stack>
  );
}
