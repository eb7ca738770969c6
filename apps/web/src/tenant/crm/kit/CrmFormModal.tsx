/**
 * The CRM add/edit dialog (spec 002 §2.4): a title with a subtitle, the form's sections, a banner for
 * a failed save, and Cancel with the save button at the end. Full screen on a phone.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent, ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { FormBanner } from '../../../shared/forms/FormActions';

export interface CrmFormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  subtitle: string;
  submitLabel: string;
  busy: boolean;
  banner: string | null;
  onSubmit: () => void;
  children: ReactNode;
}

export function CrmFormModal(props: CrmFormModalProps) {
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      fullScreen={phone}
      title={
        <div>
          <Text fw={600} size="lg" component="span" display="block">
            {props.title}
          </Text>
          <Text size="sm" c="dimmed" component="span" display="block">
            {props.subtitle}
          </Text>
        </div>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormBanner message={props.banner} />
          {props.children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={props.busy}>
              {MESSAGES.web.crmKit.cancel}
            </Button>
            <Button type="submit" loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
