import { SimpleGrid } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageHeader } from '../../kit/layout/PageHeader';
import { PageLoader } from '../../kit/layout/PageLoader';
import { useCompanyTitle } from '../company-profile';
import { OrgListCard } from './OrgListCard';
import { useOrgList } from './useOrgList';

const t = MESSAGES.web.teamSettings;

/**
 * Team Settings (docs/product/company-portal.md#departments-and-designations): the Departments and Designations cards, loaded in parallel. A
 * failed load shows the error and Retry, never the default lists in their place (docs/architecture.md#the-web-app).
 */
export function TeamSettingsPage() {
  useCompanyTitle(t.title);
  const departments = useOrgList('departments');
  const designations = useOrgList('designations');
  const header = <PageHeader title={t.title} description={t.description} />;

  if (departments.query.isError || designations.query.isError) {
    return (
      <>
        {header}
        <ErrorView
          error={t.loadFailed}
          retryLabel={t.retry}
          onRetry={() => {
            if (departments.query.isError) void departments.query.refetch();
            if (designations.query.isError) void designations.query.refetch();
          }}
        />
      </>
    );
  }
  if (!departments.items || !designations.items) {
    return (
      <>
        {header}
        <PageLoader />
      </>
    );
  }
  return (
    <>
      {header}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OrgListCard kind="departments" list={departments} items={departments.items} />
        <OrgListCard kind="designations" list={designations} items={designations.items} />
      </SimpleGrid>
    </>
  );
}
