/**
 * The company's own fields of a record on its page, in their saved order: each with its label and
 * its value as the lists show it, edited in place one at a time with the input of its type and the
 * same checks as the record's dialog. Every field is shown, hidden ones too: hiding a field takes
 * it out of the list's columns, while the page is the whole record. Nothing when the company has
 * no fields of this kind.
 */
import { InlineFieldEditor } from '../record-page/InlineFieldEditor';
import { RecordDetails } from '../record-page/RecordDetails';
import {
  customFormValues,
  customKeyOf,
  emptyValueOf,
  inputFieldOf,
  sentValueOf,
  validateCustomValues,
  type CustomFormValues,
  type CustomKey,
} from './custom-values';
import { CustomFieldInput } from './CustomFieldInput';
import { fieldText } from './field-text';
import { useCustomFields, type CustomField, type RecordEntity } from './useCustomFields';

export interface CustomFieldDetailsProps {
  entity: RecordEntity;
  record: { id: string; customFields: Record<string, unknown> };
  /** The card's title, the dialog's section title. */
  title: string;
  /** The record's update call, with its id and the one field's value under customFields. */
  save: (patch: { id: string; customFields: Record<string, unknown> }) => Promise<unknown>;
  /** When the save fails without a message of the server's. */
  failed: string;
  /** The notification after a save. */
  saved: string;
}

/** A stored value as the page shows it; null when there is none (the card shows its empty mark). */
export function shownValue(field: CustomField, stored: unknown): string | null {
  if (stored === null || stored === undefined || stored === '') return null;
  return fieldText(field, stored);
}

export function CustomFieldDetails({ entity, record, title, save, failed, saved }: CustomFieldDetailsProps) {
  const { fields } = useCustomFields(entity);
  if (fields.length === 0) return null;
  const byKey = new Map(fields.map((field) => [customKeyOf(field), field]));
  const fieldOf = (key: CustomKey) => byKey.get(key)!;
  return (
    <RecordDetails
      title={title}
      fields={[...byKey.keys()]}
      label={(key) => fieldOf(key).label}
      shown={(key) => shownValue(fieldOf(key), record.customFields[fieldOf(key).name])}
      editor={(key, onDone) => {
        const field = fieldOf(key);
        return (
          <InlineFieldEditor<CustomFormValues>
            values={customFormValues([field], record.customFields)}
            field={key}
            validate={(values) => validateCustomValues(values, [field])}
            patch={(values) => ({
              id: record.id,
              customFields: { [field.name]: sentValueOf(field.type, values[key]) },
            })}
            save={(patch) => save(patch as Parameters<typeof save>[0])}
            input={(form) => (
              <CustomFieldInput
                field={inputFieldOf(field)}
                value={form.values[key] ?? emptyValueOf(field.type)}
                error={form.errors[key]}
                onChange={(value) => form.setValue(key, value)}
                autoFocus
              />
            )}
            failed={failed}
            saved={saved}
            onDone={onDone}
          />
        );
      }}
    />
  );
}
