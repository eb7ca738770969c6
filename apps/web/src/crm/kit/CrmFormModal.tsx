/**
 * The CRM add/edit dialog: a title with a subtitle, the form's sections, a banner for a failed save,
 * and Cancel with the save button at the end. Full screen on a phone.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { FormBanner } from '../../kit/forms/FormActions';

export interface CrmFormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  subtitle: string;
  submitLabel: string;
  busy: boolean;
  banner: string | null;
  onSubmit: () => void;
  /** Failed saves so far (useCrmForm): after each, the first invalid field (or the banner) is shown. */
  failures?: number;
  children: ReactNode;
}

/**
 * Brings a failed save's first problem into view: the first invalid field, focused and scrolled to
 * the middle of the dialog (not under its header), or the banner when no field is to blame.
 */
function useShowFirstProblem(failures: number | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!failures || !form) return;
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = field ?? form.querySelector<HTMLElement>('[role="alert"]');
    target?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [failures]);
  return formRef;
}

export function CrmFormModal(props: CrmFormModalProps) {
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const formRef = useShowFirstProblem(props.failures);
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
      // The close button is an icon alone: a screen reader names it by this.
      closeButtonProps={{ 'aria-label': MESSAGES.web.crmKit.close }}
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
      <form ref={formRef} onSubmit={submit} noValidate>
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
