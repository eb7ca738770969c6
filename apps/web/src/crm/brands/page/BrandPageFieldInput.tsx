/** The input of one brand field on the brand page: the brand panel's own input for a column, a text box otherwise. */
import { Textarea, TextInput } from '@mantine/core';

import type { FormState } from '../../../kit/forms/useFormState';
import type { BrandFormValues, FieldValue } from '../brand-form';
import { BrandFieldInput } from '../BrandFieldInput';
import type { BrandPageField } from './brand-page-fields';

export function BrandPageFieldInput({ form, field }: { form: FormState<BrandFormValues>; field: BrandPageField }) {
  const { key, label } = field;
  const error = form.errors[key];
  if (field.kind === 'column') {
    return (
      <BrandFieldInput
        field={field.field}
        value={form.values[key] ?? null}
        error={error}
        disabled={false}
        onChange={(value: FieldValue) => form.setValue(key, value)}
      />
    );
  }
  const common = {
    label,
    error,
    value: (form.values[key] as string | null) ?? '',
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(key, event.currentTarget.value),
    autoFocus: true,
  };
  if (field.kind === 'area') return <Textarea {...common} autosize minRows={3} maxRows={10} />;
  return (
    <TextInput {...common} required={key === 'name'} type={field.kind === 'url' ? 'url' : 'text'} autoComplete="off" />
  );
}
