import '@mantine/dates/styles.css';

import { Button, Checkbox, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';

import { API_KEYS, createApiKeyInput, createPlatformApiKeyInput, MESSAGES } from '@app/contracts';

import { FormBanner } from '../forms/FormActions';
import { applyServerErrors } from '../forms/server-errors';
import { hasErrors, useFormState } from '../forms/useFormState';
import { zodFieldErrors } from '../forms/zod-errors';
import { OneTimeSecret } from '../secrets/OneTimeSecret';
import {
  emptyApiKeyForm,
  expiryBounds,
  SCOPES_OF,
  SERVER_FIELDS,
  toCreateInput,
  type AnyApiKeyScope,
  type ApiKeyFormValues,
  type ApiKeyKind,
} from './api-key-model';
import { DATE_INPUT_FORMAT } from '../format';

const t = MESSAGES.web.apiKeys;
const f = t.form;
const SCHEMA = { company: createApiKeyInput, platform: createPlatformApiKeyInput };
const SECRET_TEXTS = { notice: MESSAGES.apiKeys.created, ...t.secret };

export interface CreateApiKeyModalProps {
  kind: ApiKeyKind;
  opened: boolean;
  onClose: () => void;
  /** Creates the key from the form's values and answers its secret; throws the server's refusal. */
  submit: (values: ApiKeyFormValues) => Promise<{ secret: string }>;
}

/** The scope checkboxes, each with what it grants; a kind with a single scope just says what it is. */
function ScopeField({
  kind,
  value,
  error,
  disabled,
  onChange,
}: {
  kind: ApiKeyKind;
  value: string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (scopes: string[]) => void;
}) {
  const scopes = SCOPES_OF[kind];
  const label = (scope: AnyApiKeyScope) => (
    <Group gap={6} component="span">
      <Text span size="sm">
        {t.scopes[scope].label}
      </Text>
      <Code>{scope}</Code>
    </Group>
  );
  const [only] = scopes;
  if (scopes.length === 1 && only) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {f.scopeFixed}
        </Text>
        {label(only)}
        <Text size="xs" c="dimmed">
          {t.scopes[only].hint}
        </Text>
      </Stack>
    );
  }
  return (
    <Checkbox.Group
      label={f.scopes}
      description={f.scopesHint}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {scopes.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={label(scope)}
            description={t.scopes[scope].hint}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * Create an API key: name, scopes and an optional last day; then its secret, this once. Closing
 * the dialog forgets the secret (the next opening starts with an empty form).
 */
export function CreateApiKeyModal({ kind, opened, onClose, submit }: CreateApiKeyModalProps) {
  const form = useFormState(emptyApiKeyForm(kind));
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const bounds = useMemo(() => expiryBounds(new Date()), []);

  const close = () => {
    if (busy) return;
    setSecret(null);
    setBanner(null);
    form.reset(emptyApiKeyForm(kind));
    onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = zodFieldErrors(SCHEMA[kind], toCreateInput(form.values, kind), SERVER_FIELDS);
    form.setErrors(errors);
    setBanner(null);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      const created = await submit(form.values);
      setSecret(created.secret);
    } catch (error) {
      setBanner(applyServerErrors(form, error, { fallback: f.createFailed, fieldMap: SERVER_FIELDS }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t.secret.title : f.title}
      centered
      size="lg"
      // The secret exists only here: a stray click beside the dialog must not throw it away.
      closeOnClickOutside={!busy && secret === null}
      closeOnEscape={!busy}
    >
      {secret ? (
        <OneTimeSecret secret={secret} texts={SECRET_TEXTS} onDone={close} />
      ) : (
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack gap="md">
            <FormBanner message={banner} />
            <TextInput
              {...form.field('name')}
              label={f.name}
              description={f.nameHint}
              placeholder={f.namePlaceholder}
              withAsterisk
              maxLength={API_KEYS.nameMax}
              autoComplete="off"
              disabled={busy}
              data-autofocus
            />
            <ScopeField
              kind={kind}
              value={form.values.scopes}
              error={form.errors.scopes}
              disabled={busy}
              onChange={(scopes) => form.setValue('scopes', scopes)}
            />
            <DatePickerInput
              label={f.expiresAt}
              description={f.expiresAtHint}
              placeholder={f.expiresAtPlaceholder}
              value={form.values.expiresAt || null}
              onChange={(value) => form.setValue('expiresAt', value ?? '')}
              error={form.errors.expiresAt}
              minDate={bounds.min}
              maxDate={bounds.max}
              clearable
              firstDayOfWeek={0}
              valueFormat={DATE_INPUT_FORMAT}
              leftSection={<IconCalendar size={16} />}
              disabled={busy}
              popoverProps={{ withinPortal: true }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                {f.cancel}
              </Button>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? f.creating : f.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
