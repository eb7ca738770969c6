import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { CUSTOM_COLUMN_TYPES, MESSAGES, optionValueOf, type CustomColumnType } from '@app/contracts';

import { useTRPCClient } from '../../../../lib/api/client';
import { notify } from '../../../../shared/feedback/notify';
import { applyServerErrors, hasErrors, useFormState } from '../../../../shared/forms';
import { isCustomColumn, type BrandColumn } from '../brand-columns';
import { columnFormValues, createPayload, updatePayload, validateColumnForm } from './column-form';

const m = MESSAGES.crm.columns;
const t = MESSAGES.web.crmColumns;
const f = t.fields;

interface ColumnFormProps {
  /** The column being edited; null to add one. */
  column: BrandColumn | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Add or edit a column (spec 002 §2.3, §5.2); a system column edits its label only. */
export function ColumnForm({ column, onDone, onCancel }: ColumnFormProps) {
  const client = useTRPCClient();
  const form = useFormState(columnFormValues(column));
  const [banner, setBanner] = useState<string | null>(null);
  const locked = Boolean(column?.isSystem);
  const builtIn = column ? !isCustomColumn(column) : false;
  const v = form.values;

  const save = useMutation({
    mutationFn: async (): Promise<unknown> =>
      column
        ? client.crm.customColumns.update.mutate(updatePayload(column, v))
        : client.crm.customColumns.create.mutate(createPayload(v)),
    onSuccess: () => {
      notify.success(column ? m.updated : m.created);
      onDone();
    },
    onError: (error) =>
      setBanner(
        applyServerErrors(form, error, {
          fallback: column ? m.updateFailed : m.createFailed,
          fieldMap: { 'validation.minValue': 'minValue', 'validation.maxValue': 'maxValue' },
        }),
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setBanner(null);
    const errors = validateColumnForm(v, column);
    if (hasErrors(errors)) return form.setErrors(errors);
    save.mutate();
  };
  const setOption = (index: number, text: string) => {
    form.setValue(
      'options',
      v.options.map((o, i) => (i === index ? text : o)),
    );
    form.setFieldError('options', undefined);
    form.setFieldError(`options.${index}.label`, undefined);
  };
  const busy = save.isPending;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={column ? t.editTitle(column.label) : t.addTitle}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {column ? t.editTitle(column.label) : t.addTitle}
        </Title>
        {banner && (
          <Text size="sm" c="red" role="alert">
            {banner}
          </Text>
        )}
        <TextInput
          {...form.field('name')}
          label={f.name}
          placeholder={f.namePlaceholder}
          required
          readOnly={Boolean(column)}
          description={column ? f.nameLocked : undefined}
          disabled={busy}
          data-autofocus
        />
        <TextInput {...form.field('label')} label={f.label} placeholder={f.labelPlaceholder} required disabled={busy} />
        {locked && (
          <Text size="xs" c="dimmed">
            {f.systemHint}
          </Text>
        )}
        <Select
          label={f.type}
          data={CUSTOM_COLUMN_TYPES.map((type) => ({ value: type, label: t.types[type] }))}
          value={v.type}
          onChange={(type) => type && form.setValue('type', type as CustomColumnType)}
          allowDeselect={false}
          disabled={busy || builtIn}
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="lg">
          <Switch
            label={f.required}
            checked={v.isRequired}
            onChange={(e) => form.setValue('isRequired', e.currentTarget.checked)}
            disabled={busy || locked}
          />
          <Switch
            label={f.visible}
            checked={v.isVisible}
            onChange={(e) => form.setValue('isVisible', e.currentTarget.checked)}
            disabled={busy || locked}
          />
        </Group>
        {v.type === 'select' && !builtIn && (
          <Stack gap={6} role="group" aria-label={f.options}>
            <Text size="sm" fw={500}>
              {f.options}
            </Text>
            {v.options.map((text, index) => (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={`${f.options} ${index + 1}`}
                  placeholder={f.optionPlaceholder}
                  value={text}
                  onChange={(e) => setOption(index, e.currentTarget.value)}
                  description={f.optionValue(optionValueOf(text.trim()))}
                  inputWrapperOrder={['input', 'description', 'error']}
                  error={form.errors[`options.${index}.label`]}
                  disabled={busy}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={6}
                  aria-label={f.removeOption(index + 1)}
                  onClick={() =>
                    form.setValue(
                      'options',
                      v.options.filter((_, i) => i !== index),
                    )
                  }
                  disabled={busy}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            {form.errors.options && (
              <Text size="xs" c="red" role="alert">
                {form.errors.options}
              </Text>
            )}
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.setValue('options', [...v.options, ''])}
              disabled={busy}
              style={{ alignSelf: 'flex-start' }}
            >
              {f.addOption}
            </Button>
          </Stack>
        )}
        {v.type === 'number' && !builtIn && (
          <Group grow gap="sm">
            <NumberInput
              label={f.minValue}
              value={v.minValue}
              onChange={(n) => form.setValue('minValue', n)}
              error={form.errors.minValue}
              disabled={busy}
            />
            <NumberInput
              label={f.maxValue}
              value={v.maxValue}
              onChange={(n) => form.setValue('maxValue', n)}
              error={form.errors.maxValue}
              disabled={busy}
            />
          </Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
