/**
 * The save flow of a dialog whose save may answer a secret shown only once (a new API key, a new
 * webhook's signing secret): the client's check first, then the call; the server's refusals under
 * their fields or in the banner; the secret, when one comes, kept until the dialog closes.
 *
 *   const dialog = useSecretForm({ initial: emptyApiKeyForm(kind), validate, fallback: f.createFailed,
 *     send: async (values) => (await submit(values)).secret, onClose, resetOnClose: true });
 *   <SecretFormModal dialog={dialog} ...>{fields of dialog.form}</SecretFormModal>
 */
import { useState, type FormEvent } from 'react';

import { applyServerErrors } from '../forms/server-errors';
import { hasErrors, useFormState, type FormErrors } from '../forms/useFormState';

export interface SecretFormOptions<V extends object> {
  initial: V;
  /** The client's check, with the server's own schema (zodFieldErrors): the errors by field. */
  validate: (values: V) => FormErrors;
  /** Saves the values and answers the secret to show, or null when the save made none (a change). */
  send: (values: V) => Promise<string | null>;
  /** The banner when a failure brings no message of the server's. */
  fallback: string;
  /** Server paths → form fields, for the server's refusals. */
  fieldMap?: Record<string, string>;
  onClose: () => void;
  /** Empties the form and its banner on closing: for a dialog kept mounted from one opening to the next. */
  resetOnClose?: boolean;
}

export function useSecretForm<V extends object>(options: SecretFormOptions<V>) {
  const form = useFormState(options.initial);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    // A save under way finishes first: its answer may be the secret.
    if (busy) return;
    setSecret(null);
    if (options.resetOnClose) {
      setBanner(null);
      form.reset();
    }
    options.onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = options.validate(form.values);
    form.setErrors(errors);
    setBanner(null);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      const answer = await options.send(form.values);
      if (answer !== null) setSecret(answer);
    } catch (error) {
      setBanner(applyServerErrors(form, error, { fallback: options.fallback, fieldMap: options.fieldMap }));
    } finally {
      setBusy(false);
    }
  };

  return { form, banner, busy, secret, close, submit: (event: FormEvent) => void save(event) };
}

/** What SecretFormModal draws from the flow. */
export type SecretFormDialog = Pick<
  ReturnType<typeof useSecretForm>,
  'banner' | 'busy' | 'secret' | 'close' | 'submit'
>;
