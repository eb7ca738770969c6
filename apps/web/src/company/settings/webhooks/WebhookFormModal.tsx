import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import {
  createWebhookInput,
  MESSAGES,
  WEBHOOKS,
  type CreateWebhookInput,
  type UpdateWebhookInput,
} from '@app/contracts';

import { notify } from '../../../kit/feedback/notify';
import { FormBanner } from '../../../kit/forms/FormActions';
import { applyServerErrors } from '../../../kit/forms/server-errors';
import { hasErrors, useFormState } from '../../../kit/forms/useFormState';
import { zodFieldErrors } from '../../../kit/forms/zod-errors';
import { OneTimeSecret } from '../../../kit/secrets/OneTimeSecret';
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
  const form = useFormState(webhook ? formOf(webhook) : emptyWebhookForm());
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setSecret(null);
    onClose();
  };

  const send = async () => {
    if (!webhook) {
      setSecret((await create(toCreateInput(form.values))).secret);
      return;
    }
    const input = toUpdateInput(webhook, form.values);
    // Nothing changed: nothing to send, nor to record in the security log.
    if (Object.keys(input).length > 1) notify.success((await update(input)).message);
    onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = zodFieldErrors(createWebhookInput, toCreateInput(form.values), SERVER_FIELDS);
    form.setErrors(errors);
    setBanner(null);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      const fallback = webhook ? f.saveFailed : f.createFailed;
      setBanner(applyServerErrors(form, error, { fallback, fieldMap: SERVER_FIELDS }));
    } finally {
      setBusy(false);
    }
  };

  const idle = webhook ? f.save : f.create;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t.secret.title : webhook ? f.editTitle : f.createTitle}
      centered
      size="xl"
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
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                {f.cancel}
              </Button>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? (webhook ? f.saving : f.creating) : idle}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
