/**
 * The company's fields of one kind of record in its add/edit dialog: their starting values (the
 * record's own on edit), the checks before sending and the save call's customFields. While the
 * fields load the form has none of them; `missing` gives the values to add once they arrive.
 */
import { customFieldsInput, customFormValues, validateCustomValues, type CustomFormValues } from './custom-values';
import { useCustomFields, type RecordEntity } from './useCustomFields';

export function useFormCustomFields(entity: RecordEntity, stored: Record<string, unknown> | null) {
  const { fields } = useCustomFields(entity);
  return {
    fields,
    start: () => customFormValues(fields, stored),
    /** The starting values of fields the form does not hold yet; null when it holds them all. */
    missing: (values: object): Partial<CustomFormValues> | null => {
      const start = Object.entries(customFormValues(fields, stored)).filter(([key]) => !Object.hasOwn(values, key));
      return start.length > 0 ? Object.fromEntries(start) : null;
    },
    validate: (values: Partial<CustomFormValues>) => validateCustomValues(values, fields),
    input: (values: Partial<CustomFormValues>) => customFieldsInput(values, fields, stored),
  };
}
