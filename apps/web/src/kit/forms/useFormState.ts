/**
 * A small form state for the side panels (no form library in the bundle):
 *
 *   const form = useFormState({ name: '', email: '' });
 *   <TextInput {...form.field('name')} label="Name" />          // value, onChange, error
 *   form.setValue('email', 'a@b.io'); form.setFieldError('email', 'Email is required');
 *   form.setErrors(zodFieldErrors(schema, toInput(form.values)));  // client validation
 *   form.isDirty(); form.reset(nextValues);
 *
 * Errors are keyed by field name (a string, so server paths like 'owner.email' can be mapped onto
 * them, see applyServerErrors). Editing a field clears its error.
 */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';

export type FormErrors = Record<string, string | undefined>;

export interface FormState<V extends object> {
  values: V;
  errors: FormErrors;
  initial: V;
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  setValues: (patch: Partial<V>) => void;
  setFieldError: (field: string, message: string | undefined) => void;
  setErrors: (errors: FormErrors) => void;
  clearErrors: () => void;
  hasField: (field: string) => boolean;
  /** True when any value (or the one named) differs from the initial values. */
  isDirty: (field?: keyof V) => boolean;
  /** New initial values (and no errors). */
  reset: (values?: V) => void;
  /** Props for a Mantine text-like input bound to a string field. */
  field: <K extends keyof V & string>(
    name: K,
  ) => {
    name: K;
    value: V[K];
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
}

const same = (a: unknown, b: unknown) =>
  a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

export function useFormState<V extends object>(initialValues: V): FormState<V> {
  const [initial, setInitial] = useState(initialValues);
  const [values, setAll] = useState(initialValues);
  const [errors, setErrorMap] = useState<FormErrors>({});

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setAll((prev) => ({ ...prev, [field]: value }));
    setErrorMap((prev) => (prev[field as string] ? { ...prev, [field]: undefined } : prev));
  }, []);

  return useMemo<FormState<V>>(
    () => ({
      values,
      errors,
      initial,
      setValue,
      setValues: (patch) => setAll((prev) => ({ ...prev, ...patch })),
      setFieldError: (field, message) => setErrorMap((prev) => ({ ...prev, [field]: message })),
      setErrors: (next) => setErrorMap(next),
      clearErrors: () => setErrorMap({}),
      hasField: (field) => Object.hasOwn(values, field),
      isDirty: (field) =>
        field === undefined
          ? (Object.keys(values) as (keyof V)[]).some((key) => !same(values[key], initial[key]))
          : !same(values[field], initial[field]),
      reset: (next) => {
        const base = next ?? initial;
        setInitial(base);
        setAll(base);
        setErrorMap({});
      },
      field: (name) => ({
        name,
        value: values[name],
        error: errors[name],
        onChange: (event) => setValue(name, event.currentTarget.value as V[typeof name]),
      }),
    }),
    [values, errors, initial, setValue],
  );
}

/** True when some field has an error. */
export const hasErrors = (errors: FormErrors) => Object.values(errors).some(Boolean);
