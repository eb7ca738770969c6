/**
 * The add/edit dialog of one CRM record kind, from its form model, texts and fields: add when
 * `record` is null, edit otherwise. The company's own fields of that kind follow the record's
 * fields in a section of their own, checked and saved with them (as `customFields`). The screen
 * mounts it while open, so closing drops the form.
 *
 *   <RecordFormModal record={row} model={ENQUIRY_FORM} texts={t} fields={(form) => <EnquiryFields form={form} />}
 *     save={(input, id) => ...} onClose={close} fieldMap={{ leadId: 'lead' }} />
 */
import { useEffect, type ReactNode } from 'react';

import type { FormErrors, FormState } from '../../kit/forms/useFormState';
import type { CustomFieldsInput, CustomFieldValue, CustomFormValues, CustomKey } from '../custom-fields/custom-values';
import { CustomFieldsSection } from '../custom-fields/CustomFieldsSection';
import type { RecordEntity } from '../custom-fields/useCustomFields';
import { useFormCustomFields } from '../custom-fields/useFormCustomFields';
import { CrmFormModal } from './CrmFormModal';
import { useCrmForm } from './useCrmForm';

export interface RecordFormModel<R, V extends object, I> {
  /** The kind of record, whose custom fields the company defines. */
  entity: RecordEntity;
  defaults: () => V;
  /** The values of a stored record, for editing. */
  fromRecord: (record: R) => V;
  validate: (values: V) => FormErrors;
  /** The create/update call's input. */
  toInput: (values: V) => I;
}

export interface RecordFormTexts {
  addTitle: string;
  editTitle: string;
  addSubtitle: string;
  editSubtitle: string;
  create: string;
  update: string;
  /** The banner when a save fails without a server message. */
  saveFailed: string;
  /** `custom`: the title of the company's own fields. */
  sections: { custom: string };
}

/** The save call's input: the record's fields, and the company's fields when any were set or changed. */
export type WithCustomFields<I> = I & { customFields?: CustomFieldsInput };

export interface RecordFormModalProps<R extends StoredRecord, V extends object, I> {
  record: R | null;
  model: RecordFormModel<R, V, I>;
  texts: RecordFormTexts;
  fields: (form: FormState<V>) => ReactNode;
  save: (input: WithCustomFields<I>, id: string | null) => Promise<unknown>;
  onClose: () => void;
  /** Server paths → form fields (e.g. leadId → lead). */
  fieldMap?: Record<string, string>;
  /** The values of a new record when they are not the defaults (e.g. a meeting added from its lead's page). */
  initial?: V;
}

/** A stored record: its id and its values of the company's fields, by name. */
export interface StoredRecord {
  id: string;
  customFields?: Record<string, unknown>;
}

export function RecordFormModal<R extends StoredRecord, V extends object, I>(props: RecordFormModalProps<R, V, I>) {
  const { record, model, texts } = props;
  const custom = useFormCustomFields(model.entity, record ? (record.customFields ?? {}) : null);
  // The company's fields sit beside the record's own, under their server paths ('customFields.region').
  type Values = V & CustomFormValues;
  const { form, busy, banner, failures, submit } = useCrmForm<Values>({
    initial: { ...(record ? model.fromRecord(record) : (props.initial ?? model.defaults())), ...custom.start() },
    validate: (values) => ({ ...model.validate(values), ...custom.validate(values) }),
    save: (values) => {
      const customFields = custom.input(values);
      const input: WithCustomFields<I> = { ...model.toInput(values), ...(customFields && { customFields }) };
      return props.save(input, record?.id ?? null);
    },
    onSaved: props.onClose,
    fallback: texts.saveFailed,
    fieldMap: props.fieldMap,
  });

  // Fields that arrive after the dialog opened join the form with their starting values (once:
  // `missing` is null as soon as the form holds them all).
  const { setValues } = form;
  const missing = custom.missing(form.values);
  useEffect(() => {
    if (missing) setValues(missing as Partial<Values>);
  }, [missing, setValues]);

  return (
    <CrmFormModal
      opened
      onClose={props.onClose}
      title={record ? texts.editTitle : texts.addTitle}
      subtitle={record ? texts.editSubtitle : texts.addSubtitle}
      submitLabel={record ? texts.update : texts.create}
      busy={busy}
      banner={banner}
      failures={failures}
      onSubmit={submit}
    >
      {/* The record's own inputs know only its own fields. */}
      {props.fields(form as unknown as FormState<V>)}
      <CustomFieldsSection
        title={texts.sections.custom}
        fields={custom.fields}
        values={form.values}
        errors={form.errors}
        onChange={(key: CustomKey, value: CustomFieldValue) => form.setValue(key, value as Values[CustomKey])}
      />
    </CrmFormModal>
  );
}
