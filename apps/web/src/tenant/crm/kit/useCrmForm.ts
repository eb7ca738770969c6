/**
 * The save flow of a CRM dialog: check the required fields, call `save`, close on success; on failure
 * put the server's field errors under their fields and its message (or `fallback`) in the banner.
 *
 *   const { form, busy, banner, submit } = useCrmForm({ initial, validate, save, onSaved: onClose, fallback });
 */
import { useState } from 'react';

import { applyServerErrors } from '../../../shared/forms/server-errors';
import { hasErrors, useFormState, type FormErrors } from '../../../shared/forms/useFormState';

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

  const submit = async () => {
    const errors = options.validate(form.values);
    if (hasErrors(errors)) return form.setErrors(errors);
    setBusy(true);
    setBanner(null);
    try {
      await options.save(form.values);
      options.onSaved();
    } catch (error) {
      setBanner(applyServerErrors(form, error, { fallback: options.fallback, fieldMap: options.fieldMap }));
    } finally {
      setBusy(false);
    }
  };

  return { form, busy, banner, submit: () => void submit() };
}
