/**
 * The save flow of a CRM dialog: check the required fields, call `save`, close on success; on failure
 * put the server's field errors under their fields and its message (or `fallback`) in the banner.
 * `failures` counts the failed saves (CrmFormModal then shows the first problem).
 *
 *   const { form, busy, banner, submit } = useCrmForm({ initial, validate, save, onSaved: onClose, fallback });
 */
import { useState } from 'react';

import { applyServerErrors } from '../../kit/forms/server-errors';
import { hasErrors, useFormState, type FormErrors } from '../../kit/forms/useFormState';

export interface CrmFormOptions<V extends object> {
  initial: V;
  validate: (values: V) => FormErrors;
  save: (values: V) => Promise<unknown>;
  onSaved: () => void;
  /** The banner when the server sent no message. */
  fallback: string;
  /** Server paths → form fields (e.g. csPerson → csPersonId). */
  fieldMap?: Record<string, string>;
}

export function useCrmForm<V extends object>(options: CrmFormOptions<V>) {
  const form = useFormState<V>(options.initial);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Counts the saves that failed, so the dialog can bring the first problem into view after each.
  const [failures, setFailures] = useState(0);
  const failed = () => setFailures((n) => n + 1);

  const submit = async () => {
    const errors = options.validate(form.values);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      return failed();
    }
    setBusy(true);
    setBanner(null);
    try {
      await options.save(form.values);
      options.onSaved();
    } catch (error) {
      setBanner(applyServerErrors(form, error, { fallback: options.fallback, fieldMap: options.fieldMap }));
      failed();
    } finally {
      setBusy(false);
    }
  };

  return { form, busy, banner, failures, submit: () => void submit() };
}
