import { Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { statusOf } from '../../lib/api/errors';
import { ErrorView } from '../../shared/feedback/ErrorView';
import { PageHeader } from '../../shared/layout/PageHeader';
import { PageLoader } from '../../shared/layout/PageLoader';
import { useAdminTitle } from '../useAdminTitle';

/** A numeric id from the URL, or undefined. */
const parseId = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined);

function NotFound() {
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text>{MESSAGES.company.notFound}</Text>
      <Button component={Link} to="/companies" variant="light" leftSection={<IconArrowLeft size={16} />}>
        {MESSAGES.web.backToCompanies}
      </Button>
    </Stack>
  );
}

/**
 * Company detail (spec 000 §2.6). Placeholder showing the data pattern (query, loading, error with
 * Retry, not found, browser title = company name); the detail screen replaces this module.
 */
export function CompanyDetailPage() {
  const id = parseId(useParams().companyId);
  const trpc = useTRPC();
  const company = useQuery({ ...trpc.platform.companies.get.queryOptions({ id: id ?? 0 }), enabled: id !== undefined });
  useAdminTitle(company.data?.company.name);

  if (id === undefined || statusOf(company.error) === 404) return <NotFound />;
  if (company.isPending) return <PageLoader />;
  if (company.isError) return <ErrorView error={company.error} onRetry={() => void company.refetch()} />;
  return <PageHeader title={company.data.company.name} description={company.data.company.subdomain} />;
}
