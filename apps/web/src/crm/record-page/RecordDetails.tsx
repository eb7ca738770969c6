/**
 * A record's fields on its page, each shown as stored and edited in place, one at a time: the page
 * says how a field reads (`shown`) and which editor it opens (`editor`); this card lays them out
 * two to a row (one on a phone) and brings the keyboard back to the field's pencil afterwards.
 */
import { ActionIcon, Box, Group, Paper, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

const t = MESSAGES.web.crmLeadPage;

export interface RecordDetailsProps<K extends string> {
  fields: readonly K[];
  label: (field: K) => string;
  /** The field's value as the page shows it; null or '' when empty. */
  shown: (field: K) => ReactNode;
  /** The field's inline editor; `onDone` closes it (saved or cancelled). */
  editor: (field: K, onDone: () => void) => ReactNode;
  /** Fields that take the whole row (long text). */
  wide?: (field: K) => boolean;
  /** Defaults to 'Details'. */
  title?: string;
}

function FieldRow({
  field,
  label,
  value,
  onEdit,
}: {
  field: string;
  label: string;
  value: ReactNode;
  onEdit: () => void;
}) {
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

export function RecordDetails<K extends string>({ fields, label, shown, editor, wide, title }: RecordDetailsProps<K>) {
  const [editing, setEditing] = useState<K | null>(null);
  const card = useId();
  // Back on the field's pencil once its editor closes, so the keyboard carries on from there.
  const done = (field: K) => {
    setEditing(null);
    requestAnimationFrame(() =>
      document
        .getElementById(card)
        ?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"] button`)
        ?.focus(),
    );
  };
  return (
    <Paper withBorder radius="md" p="md" id={card}>
      <Title order={2} size="h4" mb="sm">
        {title ?? t.details}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map((field) => (
          <Box key={field} style={wide?.(field) ? { gridColumn: '1 / -1' } : undefined} miw={0}>
            {editing === field ? (
              editor(field, () => done(field))
            ) : (
              <FieldRow field={field} label={label(field)} value={shown(field)} onEdit={() => setEditing(field)} />
            )}
          </Box>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
