import { Alert, Badge, Button, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

import {
  IMPORT_COMMIT_MODES,
  IMPORT_DUPLICATE_MODES,
  MESSAGES,
  type ImportCommitMode,
  type ImportDuplicateMode,
} from '@app/contracts';

import { useCompanyTimeZone } from '../../kit/format/company-zone';
import { formatDate, formatDateTime } from '../../kit/format/dates';
import type { ImportFieldView, PreviewResult } from './useImport';

const t = MESSAGES.crm.imports;

export interface PreviewStepProps {
  result: PreviewResult;
  onBack: () => void;
  onStart: (choice: { duplicates: ImportDuplicateMode; commitMode: ImportCommitMode }) => void;
  onDownload: () => void;
  starting: boolean;
}

/** A value as stored, dates in the product's formats: the reading of 03/04/2026 shows as 3 Apr 2026. */
function shown(field: ImportFieldView, value: unknown, zone: string | undefined): string {
  if (value === true) return '✓';
  if (value === false) return '✗';
  if (typeof value === 'string' && field.type === 'date') return formatDate(value);
  if (typeof value === 'string' && field.type === 'datetime') return formatDateTime(value, zone);
  return String(value ?? '');
}

/** What will happen before it happens: rows as stored, every problem, the choices for the run. */
export function PreviewStep({ result, onBack, onStart, onDownload, starting }: PreviewStepProps) {
  const { preview, fields } = result;
  const zone = useCompanyTimeZone();
  const [duplicates, setDuplicates] = useState<ImportDuplicateMode>('skip');
  const [commitMode, setCommitMode] = useState<ImportCommitMode>('all');
  const mapped = result.import.mapping
    .map((key) => fields.find((f) => f.key === key))
    .filter((f): f is ImportFieldView => f !== undefined);
  const willWrite = preview.valid + (duplicates === 'skip' ? 0 : preview.duplicates);
  const blocked = commitMode === 'all' && preview.failed > 0;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge color="green" size="lg" variant="light">
          {t.previewCounts.valid(preview.valid)}
        </Badge>
        <Badge color="yellow" size="lg" variant="light">
          {t.previewCounts.duplicates(preview.duplicates)}
        </Badge>
        <Badge color="red" size="lg" variant="light">
          {t.previewCounts.failed(preview.failed)}
        </Badge>
      </Group>

      <Stack gap="xs">
        <Title order={4}>{t.previewTitle}</Title>
        <Text size="sm" c="dimmed">
          {t.previewHint(preview.rows.length)}
        </Text>
        <Table.ScrollContainer minWidth={600} type="native">
          <Table striped fz="sm" verticalSpacing={4} style={{ whiteSpace: 'nowrap' }} data-testid="import-preview-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.line}</Table.Th>
                {mapped.map((f) => (
                  <Table.Th key={f.key}>{f.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  {mapped.map((f) => (
                    <Table.Td key={f.key}>{shown(f, row.values[f.key], zone)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{preview.failed === 0 ? t.noErrors : t.errorsTitle(preview.failed)}</Title>
          {preview.failed > 0 && (
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={onDownload}>
              {t.downloadFailures}
            </Button>
          )}
        </Group>
        {preview.errors.length > 0 && (
          <Table.ScrollContainer minWidth={500} type="native" mah={280}>
            <Table fz="sm" verticalSpacing={4} data-testid="import-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t.line}</Table.Th>
                  <Table.Th w={180}>{t.field}</Table.Th>
                  <Table.Th>{t.problem}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.errors.map((e) => (
                  <Table.Tr key={`${e.line}-${e.field}`}>
                    <Table.Td>{e.line}</Table.Td>
                    <Table.Td>{e.field}</Table.Td>
                    <Table.Td c="red.7">{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {preview.errors.length < preview.failed && (
          <Text size="xs" c="dimmed">
            {t.errorsMore(preview.errors.length, preview.failed)}
          </Text>
        )}
      </Stack>

      {preview.duplicates > 0 && (
        <Radio.Group
          label={t.duplicatesTitle(preview.duplicates)}
          value={duplicates}
          onChange={(v) => setDuplicates(v as ImportDuplicateMode)}
        >
          <Group mt="xs">
            {IMPORT_DUPLICATE_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={t.duplicateChoices[mode]} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {preview.failed > 0 && (
        <Radio.Group label={t.commitLabel} value={commitMode} onChange={(v) => setCommitMode(v as ImportCommitMode)}>
          <Group mt="xs">
            {IMPORT_COMMIT_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={t.commitChoices[mode]} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {blocked && <Alert color="orange">{t.rowsInvalid(preview.failed)}</Alert>}

      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t.back}
        </Button>
        <Button
          onClick={() => onStart({ duplicates, commitMode })}
          loading={starting}
          disabled={blocked || willWrite === 0}
        >
          {t.startAction(willWrite)}
        </Button>
      </Group>
    </Stack>
  );
}
