/**
 * The company's own fields at the end of a record dialog, in their saved order, each with the input
 * of its type. Nothing while they load or when the company has none: the rest of the form is usable
 * meanwhile, and no required mark shows for a field the form does not have yet.
 */
import { Box } from '@mantine/core';

import type { FormErrors } from '../../kit/forms/useFormState';
import { FormSection } from '../kit/FormSection';
import {
  customKeyOf,
  emptyValueOf,
  inputFieldOf,
  type CustomFieldValue,
  type CustomFormValues,
  type CustomKey,
} from './custom-values';
import { CustomFieldInput } from './CustomFieldInput';
import type { CustomField } from './useCustomFields';

export interface CustomFieldsSectionProps {
  title: string;
  fields: readonly CustomField[];
  values: Partial<CustomFormValues>;
  errors: FormErrors;
  onChange: (key: CustomKey, value: CustomFieldValue) => void;
}

export function CustomFieldsSection({ title, fields, values, errors, onChange }: CustomFieldsSectionProps) {
  if (fields.length === 0) return null;
  return (
    <FormSection title={title}>
      {fields.map((field) => {
        const key = customKeyOf(field);
        const input = (
          <CustomFieldInput
            key={field.id}
            field={inputFieldOf(field)}
            value={values[key] ?? emptyValueOf(field.type)}
            error={errors[key]}
            onChange={(value) => onChange(key, value)}
          />
        );
        // A switch has its label beside it: level with the boxes beside it, whose labels sit above.
        return field.type === 'boolean' ? (
          <Box key={field.id} pt={{ base: 0, sm: 'lg' }}>
            {input}
          </Box>
        ) : (
          input
        );
      })}
    </FormSection>
  );
}
