/**
 * The dialog around useSecretForm: the form (its banner, the fields given as children, Cancel and
 * submit), and once a save answers a secret, the secret in its place, this once.
 *
 *   <SecretFormModal dialog={dialog} opened={opened} title={f.title} size="lg" secretTexts={SECRET_TEXTS}
 *     cancelLabel={f.cancel} submitLabel={f.submit} busyLabel={f.creating}>
 *     <TextInput {...dialog.form.field('name')} disabled={dialog.busy} data-autofocus />
 *   </SecretFormModal>
 */
import { Button, Group, Modal, Stack, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

import { FormBanner } from '../forms/FormActions';
import { OneTimeSecret, type OneTimeSecretTexts } from './OneTimeSecret';
import type { SecretFormDialog } from './useSecretForm';

export interface SecretFormModalProps {
  dialog: SecretFormDialog;
  opened: boolean;
  /** The form's title; the secret has its own, in `secretTexts`. */
  title: string;
  size: MantineSize;
  secretTexts: OneTimeSecretTexts & { title: string };
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's words while saving ('Creating...'). */
  busyLabel: string;
  children: ReactNode;
}

export function SecretFormModal({
  dialog,
  opened,
  title,
  size,
  secretTexts,
  children,
  ...labels
}: SecretFormModalProps) {
  const { busy, secret, close } = dialog;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? secretTexts.title : title}
      centered
      size={size}
      // The secret exists only here: a stray click beside the dialog must not throw it away.
      closeOnClickOutside={!busy && secret === null}
      closeOnEscape={!busy}
    >
      {secret ? (
        <OneTimeSecret secret={secret} texts={secretTexts} onDone={close} />
      ) : (
        <form onSubmit={dialog.submit} noValidate>
          <Stack gap="md">
            <FormBanner message={dialog.banner} />
            {children}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                {labels.cancelLabel}
              </Button>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? labels.busyLabel : labels.submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
