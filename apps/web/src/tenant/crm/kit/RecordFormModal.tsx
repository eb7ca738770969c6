/**
 * The add/edit dialog of one CRM record kind, from its form model, texts and fields: add when
 * `record` is null, edit otherwise. The screen mounts it while open, so closing drops the form.
 *
 *   <RecordFormModal record={row} model={ENQUIRY_FORM} texts={t} fields={(form) => <EnquiryFields form={form} />}
 *     save={(input, id) => ...} onClose={close} fieldMap={{ leadId: 'lead' }} />
 */
import type { ReactNode } from 'react';

import type { FormErrors, FormState } from '../../../shared/forms/useFormState';
import { CrmFormModal } from './CrmFormModal';
import { useCrmForm } from './useCrmForm';

export interface RecordFormModel<R, V extends object, I> {
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
}

export interface RecordFormModalProps<R extends { id: string }, V extends object, I> {
  record: R | null;
  model: RecordFormModel<R, V, I>;
  texts: RecordFormTexts;
  fields: (form: FormState<V>) => ReactNode;
  save: (input: I, id: string | null) => Promise<unknown>;
  onClose: () => void;
  /** Server paths → form fields (e.g. leadId → lead). */
  fieldMap?: Record<string, string>;
  /** The values of a new record when they are not the defaults (e.g. a meeting added from its lead's page). */
  initial?: V;
}

export function RecordFormModal<R extends { id: string }, V extends object, I>(props: RecordFormModalProps<R, V, I>) {
  const { record, model, texts } = props;
  const { form, busy, banner, failures, submit } = useCrmForm({
    initial: record ? model.fromRecord(record) : (props.initial ?? model.defaults()),
    validate: model.validate,
    save: (values) => props.save(model.toInput(values), record?.id ?? null),
    onSaved: props.onClose,
    fallback: texts.saveFailed,
    fieldMap: props.fieldMap,
  });
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
      {props.fields(form)}
    </CrmFormModal>
  );
}
