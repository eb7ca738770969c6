/**
 * A short list of the records that belong to this one (a brand's latest leads), with how many there
 * are in all; each opens its own page, and "See all" opens the list filtered to them where the
 * list can be (see filteredListHref).
 */
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageLoader } from '../../kit/layout/PageLoader';

const t = MESSAGES.web.crmRecordPage.related;

export interface RelatedItem {
  id: string;
  title: string;
  href: string;
  meta: string;
  badge?: ReactNode;
}

export interface RelatedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { items: RelatedItem[]; total: number } | undefined;
  refetch: () => Promise<unknown>;
}

interface RelatedRecordsProps {
  title: string;
  query: RelatedQuery;
  empty: string;
  /** The list filtered to these records; none when the list has no such filter. */
  seeAll?: string | null;
}

function RelatedLine({ item }: { item: RelatedItem }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={item.href} fw={500} size="sm">
          <Text span inherit lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
        </Anchor>
        {item.meta && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.meta}
          </Text>
        )}
      </Stack>
      {item.badge}
    </Group>
  );
}

function Body({ query, empty }: { query: RelatedQuery; empty: string }) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data?.items.length) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {query.data.items.map((item) => (
        <RelatedLine key={item.id} item={item} />
      ))}
    </Stack>
  );
}

export function RelatedRecords({ title, query, empty, seeAll }: RelatedRecordsProps) {
  const data = query.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="xs">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {data && (
            <Badge variant="light" color="gray" data-testid="related-total">
              {t.count(data.items.length, data.total)}
            </Badge>
          )}
        </Group>
        {seeAll && data && data.total > 0 && (
          <Anchor component={Link} to={seeAll} size="sm" aria-label={t.seeAllOf(title)}>
            {t.seeAll}
          </Anchor>
        )}
      </Group>
      <Body query={query} empty={empty} />
    </Paper>
  );
}
