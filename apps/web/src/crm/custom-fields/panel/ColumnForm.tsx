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

import {
  CUSTOM_COLUMN_TYPES,
  MESSAGES,
  optionValueOf,
  type CustomColumnEntity,
  type CustomColumnType,
} from '@app/contracts';

import { useTRPCClient } from '../../../lib/api/client';
import { notify } from '../../../kit/feedback/notify';
import { applyServerErrors, hasErrors, useFormState } from '../../../kit/forms';
import type { CustomField } from '../useCustomFields';
import { columnFormValues, createPayload, isBuiltIn, updatePayload, validateColumnForm } from './column-form';
import { panelTexts } from './panel-texts';

const m = MESSAGES.crm.columns;
const t = MESSAGES.web.crmColumns;
const f = t.fields;

interface ColumnFormProps {
  entity: CustomColumnEntity;
  /** The column being edited; null to add one. */
  column: CustomField | null;
  /** Saved: `shown` names a column that is now visible in the list (added or made visible). */
  onDone: (shown: string | null) => void;
  onCancel: () => void;
}

/** Add or edit a column or field; a brand's system column edits its label only. */
export function ColumnForm({ entity, column, onDone, onCancel }: ColumnFormProps) {
  const client = useTRPCClient();
  const form = useFormState(columnFormValues(column));
  const [banner, setBanner] = useState<string | null>(null);
  const locked = Boolean(column?.isSystem);
  const builtIn = column ? isBuiltIn(column) : false;
  const v = form.values;
  const x = panelTexts(entity);

  const save = useMutation({
    mutationFn: async (): Promise<unknown> =>
      column
        ? client.crm.customColumns.update.mutate(updatePayload(column, v))
        : client.crm.customColumns.create.mutate(createPayload(v, entity)),
    onSuccess: () => {
      notify.success(column ? x.updated : x.created);
      const nowShown = v.isVisible && !(column?.isVisible ?? false);
      onDone(nowShown ? (column?.name ?? v.name.trim()) : null);
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
    const errors = validateColumnForm(v, column, entity);
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
      aria-label={column ? x.editTitle(column.label) : x.addTitle}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {column ? x.editTitle(column.label) : x.addTitle}
        </Title>
        {banner && (
          <Text size="sm" c="red" role="alert">
            {banner}
          </Text>
        )}
        <TextInput
          {...form.field('name')}
          label={x.name}
          placeholder={f.namePlaceholder}
          required
          readOnly={Boolean(column)}
          description={column ? x.nameLocked : undefined}
          disabled={busy}
          data-autofocus
        />
        <TextInput {...form.field('label')} label={x.label} placeholder={f.labelPlaceholder} required disabled={busy} />
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
            label={x.visibleSwitch}
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
            {x.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
