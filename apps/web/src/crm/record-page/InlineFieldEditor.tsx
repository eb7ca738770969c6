/**
 * One field of a record edited in place: the record's own form values and rules (the same checks as
 * its dialog), the form's own input for the field, and a save of that field alone. Enter saves (in
 * one-line inputs), Escape cancels; the server's refusal of this field lands under it, anything
 * else in a notification.
 */
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { notify } from '../../kit/feedback/notify';
import { applyServerErrors } from '../../kit/forms/server-errors';
import { useFormState, type FormErrors, type FormState } from '../../kit/forms/useFormState';

const t = MESSAGES.web.crmLeadPage;

export interface InlineFieldEditorProps<V extends object> {
  /** The record as its form's values. */
  values: V;
  field: keyof V & string;
  /** The form's checks; only this field's answer counts. */
  validate: (values: V) => FormErrors;
  /** The update call's input for this field alone (with the record's id). */
  patch: (values: V) => object;
  save: (patch: object) => Promise<unknown>;
  input: (form: FormState<V>) => ReactNode;
  /** Server paths → form fields ('leadId' → 'lead'). */
  fieldMap?: Record<string, string>;
  /** When the save fails without a message of the server's. */
  failed: string;
  /** The notification after a save. */
  saved: string;
  onDone: () => void;
}

export function InlineFieldEditor<V extends object>(props: InlineFieldEditorProps<V>) {
  const { field, onDone } = props;
  const form = useFormState(props.values);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLFormElement>(null);

  // Into the field as it opens, for inputs that do not take autoFocus themselves.
  useEffect(() => {
    const root = box.current;
    if (root && !root.contains(document.activeElement)) root.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = props.validate(form.values)[field];
    if (problem) return form.setFieldError(field, problem);
    if (!form.isDirty(field)) return onDone();
    setBusy(true);
    try {
      await props.save(props.patch(form.values));
    } catch (error) {
      setBusy(false);
      // Only this field has an input here: the server's word on any other goes to the notification.
      const target = { setFieldError: form.setFieldError, hasField: (name: string) => name === field };
      const banner = applyServerErrors(target, error, { fallback: props.failed, fieldMap: props.fieldMap });
      if (banner) notify.error(banner);
      return;
    }
    notify.success(props.saved);
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <form ref={box} onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} noValidate>
      <Stack gap={6}>
        {props.input(form)}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="compact-sm" onClick={onDone} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" size="compact-sm" loading={busy}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
