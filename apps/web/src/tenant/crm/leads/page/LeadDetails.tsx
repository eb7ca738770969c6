/**
 * The lead's fields, each shown as stored and edited in place (one at a time) with the lead form's
 * own input and rules. Order and labels are the lead form's.
 */
import { ActionIcon, Anchor, Box, Group, Paper, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { formatDate, formatINR } from '../../../../shared/format';
import type { RouterInputs } from '../../../../lib/api/types';
import { CrmBadge } from '../../kit/CrmBadge';
import { LEAD_SECTIONS, type LeadFieldKey } from '../LeadFields';
import { LeadFieldEditor } from './LeadFieldEditor';
import type { Lead } from './useLeadPage';

const t = MESSAGES.web.crmLeadPage;
const f = MESSAGES.web.crmLeads.fields;

const FIELDS: readonly LeadFieldKey[] = [...LEAD_SECTIONS.basic, ...LEAD_SECTIONS.status, ...LEAD_SECTIONS.additional];

const formFieldLabel = (field: LeadFieldKey) =>
  field === 'brandId' ? f.brand : field === 'csPersonId' ? f.csPerson : f[field];

/** A link that wraps anywhere: addresses are long and the column is narrow. */
function WrappingLink({ href, label, external = false }: { href: string; label: string; external?: boolean }) {
  return (
    <Anchor
      href={href}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
    </Anchor>
  );
}

/** A field's value as the page shows it; null when empty. */
function shown(lead: Lead, field: LeadFieldKey): ReactNode {
  switch (field) {
    case 'date':
    case 'nextFollowUpDate':
      return lead[field] ? formatDate(lead[field]) : null;
    case 'brandId':
      return lead.brand;
    case 'csPersonId':
      return lead.csPerson;
    case 'stage':
      return <CrmBadge kind="leadStage" value={lead.stage} />;
    case 'outcome':
    case 'priority':
      return <CrmBadge kind={field} value={lead[field]} />;
    case 'estimatedValue':
      return lead.estimatedValue === null ? null : formatINR(lead.estimatedValue);
    case 'emailId':
      return lead.emailId && <WrappingLink href={`mailto:${lead.emailId}`} label={lead.emailId} />;
    case 'website':
    case 'linkedin': {
      const url = lead[field];
      return url && <WrappingLink href={/^https?:\/\//i.test(url) ? url : `https://${url}`} label={url} external />;
    }
    default:
      return lead[field];
  }
}

interface LeadDetailsProps {
  lead: Lead;
  save: (input: RouterInputs['crm']['leads']['update']) => Promise<unknown>;
}

function FieldRow({ lead, field, onEdit }: { lead: Lead; field: LeadFieldKey; onEdit: () => void }) {
  const label = formFieldLabel(field);
  const value = shown(lead, field);
  return (
    <Box data-field={field}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        <Tooltip label={t.edit(label)}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t.edit(label)} onClick={onEdit}>
            <IconPencil size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {/* A click on the value edits it too (the pencil is the keyboard's way); links stay links. */}
      <Text
        size="sm"
        component="div"
        c={value ? undefined : 'dimmed'}
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest('a')) onEdit();
        }}
        style={{ cursor: 'text', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {value || t.empty}
      </Text>
    </Box>
  );
}

export function LeadDetails({ lead, save }: LeadDetailsProps) {
  const [editing, setEditing] = useState<LeadFieldKey | null>(null);
  const card = useRef<HTMLDivElement>(null);
  // Back on the field's pencil once its editor closes, so the keyboard carries on from there.
  const done = (field: LeadFieldKey) => {
    setEditing(null);
    requestAnimationFrame(() => card.current?.querySelector<HTMLElement>(`[data-field="${field}"] button`)?.focus());
  };
  return (
    <Paper withBorder radius="md" p="md" ref={card}>
      <Title order={2} size="h4" mb="sm">
        {t.details}
      </Title>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        {FIELDS.map((field) => (
          <Box key={field} style={field === 'comment' ? { gridColumn: '1 / -1' } : undefined}>
            {editing === field ? (
              <LeadFieldEditor lead={lead} field={field} save={save} onDone={() => done(field)} />
            ) : (
              <FieldRow lead={lead} field={field} onEdit={() => setEditing(field)} />
            )}
          </Box>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
