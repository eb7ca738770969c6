/**
 * Possible duplicates across the company: groups of the leads the person may see that share an
 * email or a phone number, biggest first, a page of groups at a time (the page and its size in the
 * address, so Back from a lead returns to the same page). Merging happens on a lead's page: each
 * name links there.
 */
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconCopy } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { DUPLICATE_GROUPS, MESSAGES } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { PageHeader } from '../../../kit/layout/PageHeader';
import { QueryPage } from '../../../kit/layout/QueryPage';
import { EmptyState } from '../../../kit/list/EmptyState';
import { ListFooter } from '../../../kit/list/ListFooter';
import { useCompanyTitle } from '../../../company/company-profile';
import { COMPANY_PATHS } from '../../../company/paths';
import { DuplicateGroupCard } from './DuplicateGroupCard';

const t = MESSAGES.web.crmLeadDuplicates;

/** The sizes the call accepts (at most DUPLICATE_GROUPS.maxLimit groups of up to ten leads). */
const PAGE_SIZES = [DUPLICATE_GROUPS.defaultLimit, DUPLICATE_GROUPS.maxLimit] as const;

/** A positive whole number from the address, or the fallback (a hand-edited address never fails the call). */
function numberParam(params: URLSearchParams, name: string, fallback: number, allowed?: readonly number[]) {
  const value = Number(params.get(name));
  if (!Number.isInteger(value) || value < 1) return fallback;
  return allowed && !allowed.includes(value) ? fallback : value;
}

export function DuplicatesPage() {
  useCompanyTitle(t.title);
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const page = numberParam(params, 'page', 1);
  const limit = numberParam(params, 'limit', DUPLICATE_GROUPS.defaultLimit, PAGE_SIZES);
  const groups = useQuery({
    ...trpc.crm.leads.duplicateGroups.queryOptions({ page, limit }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const go = (next: { page: number; limit?: number }) => {
    const search = new URLSearchParams();
    if (next.page > 1) search.set('page', String(next.page));
    const size = next.limit ?? limit;
    if (size !== DUPLICATE_GROUPS.defaultLimit) search.set('limit', String(size));
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  // Merges elsewhere can leave fewer pages than the address asks for: show the last one.
  const pages = groups.data?.pagination.pages ?? 0;
  useEffect(() => {
    if (pages > 0 && page > pages) go({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the number of pages changes
  }, [pages, page]);

  const header = (
    <PageHeader
      title={t.title}
      description={t.subtitle}
      actions={
        <Button
          component={Link}
          to={COMPANY_PATHS.crmLeads}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t.backToLeads}
        </Button>
      }
    />
  );
  return (
    <QueryPage query={groups} header={header} errorText={t.loadFailed}>
      {(data) => (
        <Stack gap="md" maw={960}>
          {data.groups.length === 0 ? (
            <EmptyState title={t.empty} message={t.emptyMessage} icon={<IconCopy size={24} />} />
          ) : (
            data.groups.map((group) => <DuplicateGroupCard key={`${group.key}:${group.value}`} group={group} />)
          )}
          {data.pagination.total > 0 && (
            <ListFooter
              page={page}
              limit={limit}
              total={data.pagination.total}
              pages={data.pagination.pages}
              pageSizes={PAGE_SIZES}
              onPageChange={(next) => go({ page: next })}
              onLimitChange={(next) => go({ page: 1, limit: next })}
            />
          )}
        </Stack>
      )}
    </QueryPage>
  );
}
