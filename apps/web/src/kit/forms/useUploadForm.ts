/**
 * A form that edits one stored record with an image and saves it as multipart through the REST
 * adapter (company settings, user profile): values, the picked or removed image, a banner for
 * server errors, dirty state, Reset, and a submit that validates first.
 *
 *   const editor = useUploadForm({
 *     initial: valuesOf(user), path: '/user/profile', validate: validateProfile,
 *     body: (values, initial, image) => profileFormData(values, image),   // undefined = nothing to save
 *     stored: (answer: { user: User }) => valuesOf(answer.user),
 *     onSaved: (answer) => refresh(), saved: 'Profile updated successfully', failed: 'Failed to update profile',
 *   });
 *   <form onSubmit={editor.submit}> ... editor.form.field('name') ... editor.image.file ... </form>
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { restUpload } from '../../lib/api/rest';
import { notify } from '../feedback/notify';
import { applyServerErrors } from './server-errors';
import { hasErrors, useFormState, type FormErrors } from './useFormState';
import { useImageChange } from './useImageChange';

export type ImageChange = ReturnType<typeof useImageChange>;

export interface UploadFormOptions<V extends object, R> {
  initial: V;
  /** REST path of the PUT, under /api. */
  path: string;
  validate: (values: V) => FormErrors;
  body: (values: V, initial: V, image: ImageChange) => FormData | undefined;
  /** The form's values after a save, from the answer. */
  stored: (answer: R) => V;
  onSaved: (answer: R) => void;
  /** Success toast, and the fallback when a failure brings no message. */
  saved: string;
  failed: string;
}

export function useUploadForm<V extends object, R>(options: UploadFormOptions<V, R>) {
  const form = useFormState(options.initial);
  const image = useImageChange();
  const [banner, setBanner] = useState<string | null>(null);

  const reset = () => {
    form.reset();
    image.clear();
    setBanner(null);
  };

  const save = useMutation({
    mutationFn: (body: FormData) => restUpload<R>('PUT', options.path, body),
    onSuccess: (answer) => {
      notify.success(options.saved);
      form.reset(options.stored(answer));
      image.clear();
      options.onSaved(answer);
    },
    onError: (error) => setBanner(applyServerErrors(form, error, { fallback: options.failed })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const errors = options.validate(form.values);
    if (hasErrors(errors)) return form.setErrors(errors);
    const body = options.body(form.values, form.initial, image);
    if (body) save.mutate(body);
    else reset();
  };

  return {
    form,
    image,
    banner,
    dirty: form.isDirty() || image.changed,
    busy: save.isPending,
    reset,
    submit,
  };
}
