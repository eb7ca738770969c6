import type { BrandField } from './brand-columns';
import type { FieldValue } from './brand-form';
import { OwnerSelect } from './OwnerSelect';
import { CustomFieldInput } from '../custom-fields/CustomFieldInput';

interface BrandFieldInputProps {
  field: BrandField;
  value: FieldValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: FieldValue) => void;
}

/**
 * The input of one column in the brand panel: the brand owner is picked from the team; every other
 * column takes the input of its type, as the company's fields do on every record.
 */
export function BrandFieldInput({ field, value, error, disabled, onChange }: BrandFieldInputProps) {
  if (field.input === 'owner') {
    return (
      <OwnerSelect
        label={field.label}
        required={field.required}
        error={error}
        disabled={disabled}
        value={(value as string | null) ?? null}
        onChange={onChange}
      />
    );
  }
  return (
    <CustomFieldInput
      field={{ ...field, input: field.input }}
      value={value}
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
