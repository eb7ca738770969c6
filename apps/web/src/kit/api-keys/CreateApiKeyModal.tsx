import { Checkbox, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';

import { API_KEYS, createApiKeyInput, createPlatformApiKeyInput, MESSAGES } from '@app/contracts';

import { zodFieldErrors } from '../forms/zod-errors';
import { SecretFormModal } from '../secrets/SecretFormModal';
import { useSecretForm } from '../secrets/useSecretForm';
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
import { DayPickerInput } from '../forms/DayPickerInput';

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
  const dialog = useSecretForm({
    initial: emptyApiKeyForm(kind),
    validate: (values) => zodFieldErrors(SCHEMA[kind], toCreateInput(values, kind), SERVER_FIELDS),
    send: async (values) => (await submit(values)).secret,
    fallback: f.createFailed,
    fieldMap: SERVER_FIELDS,
    onClose,
    resetOnClose: true,
  });
  const { form, busy } = dialog;
  const bounds = useMemo(() => expiryBounds(new Date()), []);

  return (
    <SecretFormModal
      dialog={dialog}
      opened={opened}
      title={f.title}
      size="lg"
      secretTexts={SECRET_TEXTS}
      cancelLabel={f.cancel}
      submitLabel={f.submit}
      busyLabel={f.creating}
    >
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
      <DayPickerInput
        label={f.expiresAt}
        description={f.expiresAtHint}
        placeholder={f.expiresAtPlaceholder}
        value={form.values.expiresAt || null}
        onChange={(value) => form.setValue('expiresAt', value ?? '')}
        error={form.errors.expiresAt}
        minDate={bounds.min}
        maxDate={bounds.max}
        disabled={busy}
      />
    </SecretFormModal>
  );
}
