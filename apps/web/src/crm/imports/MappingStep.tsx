import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { useCompanyTimeZone } from '../../kit/format/company-zone';
import type { ImportFieldView } from './useImport';

const t = MESSAGES.crm.imports;
const NONE = '';

export interface MappingStepProps {
  headers: string[];
  sample: string[][];
  fields: ImportFieldView[];
  mapping: (string | null)[];
  remembered: boolean;
  onChange: (mapping: (string | null)[]) => void;
  onNext: () => void;
  busy: boolean;
}

/**
 * Each file column against a field (required ones marked), with the first rows' values as a guide.
 * Preview waits until every required field has a column, and says which are missing.
 */
export function MappingStep(props: MappingStepProps) {
  const { headers, fields, mapping } = props;
  const zone = useCompanyTimeZone() ?? 'UTC';
  const options = [
    { value: NONE, label: t.doNotImport },
    ...fields.map((f) => ({ value: f.key, label: f.required ? `${f.label} *` : f.label })),
  ];
  const unmapped = fields.filter((f) => f.required && !mapping.includes(f.key)).map((f) => f.label);
  const setAt = (index: number, key: string | null) =>
    props.onChange(mapping.map((current, i) => (i === index ? key || null : current === key && key ? null : current)));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.mappingHint}
      </Text>
      <Text size="sm" c="dimmed" data-testid="import-dates-hint">
        {t.datesHint(zone)}
      </Text>
      {props.remembered && <Alert color="blue">{t.mappingRemembered}</Alert>}
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.fileColumn}</Table.Th>
              <Table.Th>{t.sample}</Table.Th>
              <Table.Th w={260}>{t.targetField}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headers.map((header, index) => (
              <Table.Tr key={header}>
                <Table.Td fw={500}>{header}</Table.Td>
                <Table.Td
                  c="dimmed"
                  maw={260}
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {props.sample
                    .map((row) => row[index])
                    .filter(Boolean)
                    .slice(0, 2)
                    .join(' · ')}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${t.targetField}: ${header}`}
                    data={options}
                    value={mapping[index] ?? NONE}
                    onChange={(value) => setAt(index, value)}
                    allowDeselect={false}
                    searchable
                    comboboxProps={{ withinPortal: true }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {unmapped.length > 0 && (
        <Alert color="yellow" role="status" data-testid="import-required-unmapped">
          {t.requiredUnmapped(unmapped)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={props.onNext} loading={props.busy} disabled={unmapped.length > 0}>
          {t.next}
        </Button>
      </Group>
    </Stack>
  );
}
