import { Switch, TextInput } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';

import {
  createWebhookInput,
  MESSAGES,
  WEBHOOKS,
  type CreateWebhookInput,
  type UpdateWebhookInput,
} from '@app/contracts';

import { notify } from '../../../kit/feedback/notify';
import { zodFieldErrors } from '../../../kit/forms/zod-errors';
import { SecretFormModal } from '../../../kit/secrets/SecretFormModal';
import { useSecretForm } from '../../../kit/secrets/useSecretForm';
import { EventPicker } from './EventPicker';
import { emptyWebhookForm, formOf, SERVER_FIELDS, toCreateInput, toUpdateInput, type Webhook } from './webhook-model';

const t = MESSAGES.web.webhooks;
const f = t.form;
const SECRET_TEXTS = { notice: MESSAGES.webhooks.created, ...t.secret };

export interface WebhookFormModalProps {
  opened: boolean;
  /** The endpoint to change; null to add one. */
  webhook: Webhook | null;
  onClose: () => void;
  /** Adds the endpoint and answers its signing secret; throws the server's refusal. */
  create: (input: CreateWebhookInput) => Promise<{ secret: string }>;
  update: (input: UpdateWebhookInput) => Promise<{ message: string }>;
}

/**
 * Add or change an endpoint: its URL, its events and (when changing it) whether it is on. A new
 * endpoint's signing secret follows, this once; closing the dialog forgets it. Mount a fresh one
 * for each opening (a `key`), so it starts from the endpoint as it is now.
 */
export function WebhookFormModal({ opened, webhook, onClose, create, update }: WebhookFormModalProps) {
  const dialog = useSecretForm({
    initial: webhook ? formOf(webhook) : emptyWebhookForm(),
    validate: (values) => zodFieldErrors(createWebhookInput, toCreateInput(values), SERVER_FIELDS),
    send: async (values) => {
      if (!webhook) return (await create(toCreateInput(values))).secret;
      const input = toUpdateInput(webhook, values);
      // Nothing changed: nothing to send, nor to record in the security log.
      if (Object.keys(input).length > 1) notify.success((await update(input)).message);
      onClose();
      return null;
    },
    fallback: webhook ? f.saveFailed : f.createFailed,
    fieldMap: SERVER_FIELDS,
    onClose,
  });
  const { form, busy } = dialog;

  return (
    <SecretFormModal
      dialog={dialog}
      opened={opened}
      title={webhook ? f.editTitle : f.createTitle}
      size="xl"
      secretTexts={SECRET_TEXTS}
      cancelLabel={f.cancel}
      submitLabel={webhook ? f.save : f.create}
      busyLabel={webhook ? f.saving : f.creating}
    >
      <TextInput
        {...form.field('url')}
        type="url"
        label={f.url}
        description={f.urlHint}
        placeholder={f.urlPlaceholder}
        leftSection={<IconWorldWww size={16} />}
        withAsterisk
        maxLength={WEBHOOKS.urlMax}
        autoComplete="off"
        spellCheck={false}
        disabled={busy}
        data-autofocus
      />
      <EventPicker
        value={form.values.events}
        onChange={(events) => form.setValue('events', events)}
        error={form.errors.events}
        disabled={busy}
      />
      {webhook && (
        <Switch
          label={f.active}
          description={f.activeHint}
          checked={form.values.isActive}
          onChange={(event) => form.setValue('isActive', event.currentTarget.checked)}
          disabled={busy}
        />
      )}
    </SecretFormModal>
  );
}
