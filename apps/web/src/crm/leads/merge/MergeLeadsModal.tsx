/**
 * Merging a possible duplicate with the page's lead: the two side by side, the one that stays on the
 * left (either may stay), a choice for every field where they differ, and what moves, counted. On
 * success the page follows the lead that stays; on failure the dialog keeps every choice and shows
 * the server's word. The columns stack on a phone, where the dialog covers the screen.
 */
import { Badge, Button, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { notify } from '../../../kit/feedback/notify';
import { refusalMessageOr } from '../../../kit/feedback/server-message';
import { FormBanner } from '../../../kit/forms/FormActions';
import { useCustomFields } from '../../custom-fields/useCustomFields';
import { DetailItem } from '../../kit/DetailItem';
import { useRefreshCrm } from '../../record-page/useRefreshCrm';
import { leadPath } from '../page/lead-nav';
import { choiceOf, mergeFieldsInput, mergeRows, type MergeChoice, type MergeLead, type MergeRow } from './merge-fields';

const t = MESSAGES.web.crmLeadMerge;
const c = MESSAGES.web.crmLeads.columns;
const wrap = { overflowWrap: 'anywhere' } as const;

export interface MergeLeadsModalProps {
  /** The page's lead: it stays unless the user swaps. */
  current: MergeLead;
  duplicate: MergeLead;
  onClose: () => void;
}

function LeadSide({ lead, kept }: { lead: MergeLead; kept: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" data-side={kept ? 'kept' : 'merged'}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={wrap}>
            {lead.clientName}
          </Text>
          <Badge variant="light" color={kept ? 'teal' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
            {kept ? t.kept : t.mergedAway}
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          <DetailItem label={c.brand}>{lead.brand}</DetailItem>
          <DetailItem label={c.stage}>{lead.stage}</DetailItem>
          <DetailItem label={c.emailId}>{lead.emailId}</DetailItem>
          <DetailItem label={c.mobileNumber}>{lead.mobileNumber}</DetailItem>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

interface ChoiceRowProps {
  row: MergeRow;
  choice: MergeChoice;
  names: { keep: string; other: string };
  onChange: (choice: MergeChoice) => void;
}

/** One field: two radios (arrow keys move between them), the staying lead's value first. */
function ChoiceRow({ row, choice, names, onChange }: ChoiceRowProps) {
  const option = (value: MergeChoice) => (
    <Radio
      value={value}
      label={
        <Text span size="sm" lineClamp={4} style={wrap}>
          {row[value].text ?? MESSAGES.web.crmLeadPage.empty}
        </Text>
      }
      description={t.from(names[value])}
    />
  );
  return (
    <Radio.Group label={row.label} value={choice} onChange={(value) => onChange(value as MergeChoice)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" mt={6}>
        {option('keep')}
        {option('other')}
      </SimpleGrid>
    </Radio.Group>
  );
}

export function MergeLeadsModal({ current, duplicate, onClose }: MergeLeadsModalProps) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const { fields: customFields } = useCustomFields('lead');
  const merge = useMutation(trpc.crm.leads.merge.mutationOptions());
  const [swapped, setSwapped] = useState(false);
  // Only the rows the user changed: the others follow their default, also for fields that load later.
  const [picked, setPicked] = useState<Record<string, MergeChoice>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [keep, other] = swapped ? [duplicate, current] : [current, duplicate];
  const { rows, same } = useMemo(() => mergeRows(keep, other, customFields), [keep, other, customFields]);
  // What the lead merged away holds, counted by the server: it follows a swap.
  const counts = useQuery(trpc.crm.leadMergeCounts.get.queryOptions({ id: other.id }));
  const names = { keep: keep.clientName, other: other.clientName };

  const swap = () => {
    setSwapped((was) => !was);
    setPicked({});
    setBanner(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    try {
      const fields = mergeFieldsInput(rows, picked);
      const result = await merge.mutateAsync({ id: keep.id, mergeId: other.id, ...(fields ? { fields } : {}) });
      notify.success(result.message);
      // The page's lead is gone when it was the one merged: its address now answers 404.
      if (result.mergedId === current.id) void navigate(leadPath(result.lead.id), { replace: true });
      onClose();
      void refresh();
    } catch (error) {
      setBanner(refusalMessageOr(error, t.failed));
    }
  };

  const moves = counts.data ? t.moves(counts.data.counts, keep.clientName) : t.movesUncounted;
  const busy = merge.isPending;

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': MESSAGES.web.forms.close, disabled: busy }}
      title={
        <div>
          <Text fw={600} size="lg" component="span" display="block">
            {t.title}
          </Text>
          <Text size="sm" c="dimmed" component="span" display="block">
            {t.subtitle}
          </Text>
        </div>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormBanner message={banner} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <LeadSide lead={keep} kept />
            <LeadSide lead={other} kept={false} />
          </SimpleGrid>
          <Group justify="flex-start">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowsExchange size={16} />}
              onClick={swap}
              disabled={busy}
            >
              {t.swap(other.clientName)}
            </Button>
          </Group>
          <Title order={2} size="h5">
            {t.choose}
          </Title>
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.nothingToChoose}
            </Text>
          ) : (
            <Stack gap="md">
              {rows.map((row) => (
                <ChoiceRow
                  key={row.key}
                  row={row}
                  names={names}
                  choice={choiceOf(row, picked)}
                  onChange={(choice) => setPicked((was) => ({ ...was, [row.key]: choice }))}
                />
              ))}
            </Stack>
          )}
          {rows.length > 0 && same > 0 && (
            <Text size="sm" c="dimmed">
              {t.same(same)}
            </Text>
          )}
          <Text size="sm" fw={500} data-testid="merge-moves">
            {moves}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {MESSAGES.web.crmKit.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
