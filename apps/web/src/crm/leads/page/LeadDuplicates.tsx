/**
 * The lead's possible duplicates (a tab of its page): other leads the user may see with the same
 * email or phone, or a name spelled alike in the same brand, each saying why, with a link to its
 * page and a Merge that opens the merge dialog.
 */
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { ErrorView } from '../../../kit/feedback/ErrorView';
import { PageLoader } from '../../../kit/layout/PageLoader';
import { CrmBadge } from '../../kit/CrmBadge';
import { DetailItem } from '../../kit/DetailItem';
import { leadPageHref } from '../../kit/record-links';
import { RecordLink } from '../../record-page/ValueLink';
import { MergeLeadsModal } from '../merge/MergeLeadsModal';
import type { Duplicate, Lead } from './useLeadPage';

const t = MESSAGES.web.crmLeadMerge;
const c = MESSAGES.web.crmLeads.columns;

const REASON_COLORS = { email: 'blue', phone: 'teal', name: 'grape' } as const;

/** What the panel needs of the duplicates query. */
export interface DuplicatesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { duplicates: Duplicate[] } | undefined;
  refetch: () => Promise<unknown>;
}

function DuplicateRow({ duplicate, onMerge }: { duplicate: Duplicate; onMerge: () => void }) {
  const { lead, reasons } = duplicate;
  return (
    <Paper withBorder radius="md" p="sm" data-lead={lead.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="wrap" miw={0}>
            <Text fw={500} component="div">
              <RecordLink to={leadPageHref(lead.id)}>{lead.clientName}</RecordLink>
            </Text>
            <CrmBadge kind="leadStage" value={lead.stage} />
          </Group>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconArrowMerge size={14} />}
            onClick={onMerge}
            aria-label={t.mergeWith(lead.clientName)}
            style={{ flexShrink: 0 }}
          >
            {t.merge}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
          <DetailItem label={c.brand}>{lead.brand}</DetailItem>
          <DetailItem label={c.csPerson}>{lead.csPerson}</DetailItem>
          <DetailItem label={c.emailId}>{lead.emailId}</DetailItem>
          <DetailItem label={c.mobileNumber}>{lead.mobileNumber}</DetailItem>
        </SimpleGrid>
        <Group gap={6} wrap="wrap" role="list" aria-label={t.reasonsLabel}>
          {reasons.map((reason) => (
            <Badge key={reason} role="listitem" variant="outline" color={REASON_COLORS[reason]} tt="none">
              {t.reasons[reason]}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

export function LeadDuplicates({ lead, duplicates }: { lead: Lead; duplicates: DuplicatesQuery }) {
  const [merging, setMerging] = useState<Duplicate | null>(null);
  let body: ReactNode;
  if (duplicates.isPending) body = <PageLoader />;
  else if (duplicates.isError) body = <ErrorView error={duplicates.error} onRetry={() => void duplicates.refetch()} />;
  else if (!duplicates.data?.duplicates.length)
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {t.empty}
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        {duplicates.data.duplicates.map((duplicate) => (
          <DuplicateRow key={duplicate.lead.id} duplicate={duplicate} onMerge={() => setMerging(duplicate)} />
        ))}
      </Stack>
    );
  return (
    <>
      {body}
      {merging && <MergeLeadsModal current={lead} duplicate={merging.lead} onClose={() => setMerging(null)} />}
    </>
  );
}
