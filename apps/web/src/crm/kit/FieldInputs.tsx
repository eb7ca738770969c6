/**
 * The CRM forms' inputs, each bound to one field of a form: the value, the change and the field's
 * error come from the form, the label and the rest from the record's own field input (LeadFieldInput,
 * MeetingFieldInput, EnquiryFieldInput), which the add/edit dialog and the record page both render.
 *
 *   <ChoiceField form={form} name="stage" label={f.stage} data={LEAD_STAGES} autoFocus={autoFocus} />
 */
import '@mantine/dates/styles.css';

import { NumberInput, Select, TextInput, Textarea, type NumberInputProps, type SelectProps } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';

import type { FormState } from '../../kit/forms/useFormState';
import { CsPersonSelect, type CsPersonSelectProps } from './CsPersonSelect';
import type { LeadOption } from './lead-option';
import { LeadPicker } from './LeadPicker';
import { DATE_INPUT_FORMAT, DATE_TIME_INPUT_FORMAT } from '../../kit/format';

/** The fields of V that hold a T. */
type FieldOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

interface Bound<V extends object, K extends string> {
  form: FormState<V>;
  name: K;
}

/** The props of a Mantine input that the form supplies; its HTML `form` too, as `form` is the form state here. */
type FromForm = 'form' | 'name' | 'value' | 'onChange' | 'error';

interface OwnProps {
  label: string;
  required?: boolean;
  clearable?: boolean;
  autoFocus?: boolean;
}

/** One of a fixed list (a stage, a priority): it always holds one, so it cannot be cleared. */
export function ChoiceField<V extends object, K extends FieldOf<V, string>>({
  form,
  name,
  ...rest
}: Bound<V, K> & Omit<SelectProps, FromForm>) {
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...rest}
      value={form.values[name] as string}
      onChange={(value) => value && form.setValue(name, value as V[K])}
      error={form.errors[name]}
    />
  );
}

/** A date picker's value, change and error, for a field that holds its text ('' when none). */
function datePickerProps<V extends object, K extends FieldOf<V, string>>({ form, name }: Bound<V, K>) {
  return {
    value: (form.values[name] as string) || null,
    onChange: (value: string | null) => form.setValue(name, (value ?? '') as V[K]),
    error: form.errors[name],
  };
}

/** A day ('YYYY-MM-DD'), as '5 Mar 2025'; weeks start on Sunday. */
export function DayField<V extends object, K extends FieldOf<V, string>>({
  form,
  name,
  ...rest
}: Bound<V, K> & OwnProps) {
  return (
    <DatePickerInput
      {...rest}
      {...datePickerProps({ form, name })}
      firstDayOfWeek={0}
      valueFormat={DATE_INPUT_FORMAT}
    />
  );
}

/** A day and a time of it ('YYYY-MM-DD HH:mm:ss' in local time), as '5 Mar 2025, 14:30'. */
export function DateTimeField<V extends object, K extends FieldOf<V, string>>({
  form,
  name,
  ...rest
}: Bound<V, K> & OwnProps) {
  return (
    <DateTimePicker
      {...rest}
      {...datePickerProps({ form, name })}
      valueFormat={DATE_TIME_INPUT_FORMAT}
      firstDayOfWeek={0}
      timePickerProps={{ format: '24h' }}
    />
  );
}

/** A number as typed; '' while the box is empty. */
export function NumberField<V extends object, K extends FieldOf<V, number | ''>>({
  form,
  name,
  ...rest
}: Bound<V, K> & Omit<NumberInputProps, FromForm>) {
  return (
    <NumberInput
      {...rest}
      value={form.values[name] as number | ''}
      onChange={(value) => form.setValue(name, (value === '' ? '' : Number(value)) as V[K])}
      error={form.errors[name]}
    />
  );
}

/** An amount of rupees, grouped the Indian way (1,00,000), never below zero. */
export function MoneyField<V extends object, K extends FieldOf<V, number | ''>>(
  props: Bound<V, K> & Omit<NumberInputProps, FromForm>,
) {
  return <NumberField thousandSeparator="," thousandsGroupStyle="lakh" allowNegative={false} min={0} {...props} />;
}

/**
 * A long text. `grow` lets it grow with the text (three to ten rows) instead of keeping `rows`: the
 * record page's editor has the room a dialog has not.
 */
export function LongTextField<V extends object, K extends FieldOf<V, string>>({
  form,
  name,
  rows,
  grow = false,
  ...rest
}: Bound<V, K> & Omit<OwnProps, 'clearable'> & { rows: number; grow?: boolean }) {
  const height = grow ? { autosize: true, minRows: 3, maxRows: 10 } : { rows };
  const bound = form.field(name);
  return <Textarea {...rest} {...height} {...bound} value={bound.value as string} />;
}

/** A member of the company's team (the CS person, who an enquiry is assigned to); '' when none. */
export function PersonField<V extends object, K extends FieldOf<V, string>>({
  form,
  name,
  ...rest
}: Bound<V, K> & Omit<CsPersonSelectProps, FromForm>) {
  return (
    <CsPersonSelect
      {...rest}
      value={form.values[name] as string}
      onChange={(id) => form.setValue(name, id as V[K])}
      error={form.errors[name]}
    />
  );
}

type WithLead = { lead: LeadOption | null };

/**
 * The lead a record belongs to. `pick` gives the values after picking one: the record's own rules
 * for what follows the lead (its CS person, a title).
 */
export function LeadField<V extends WithLead>({
  form,
  pick,
  autoFocus,
}: {
  form: FormState<V>;
  pick: (values: V, lead: LeadOption | null) => V;
  autoFocus?: boolean;
}) {
  return (
    <LeadPicker
      required
      value={form.values.lead}
      onChange={(lead) => {
        form.setValues(pick(form.values, lead));
        form.setFieldError('lead', undefined);
      }}
      error={form.errors.lead}
      autoFocus={autoFocus}
    />
  );
}

/** The picked lead's brand and client, beside the picker: shown, not edited (they are the lead's). */
export function LeadNames({
  lead,
  labels,
}: {
  lead: LeadOption | null;
  labels: { brand: string; clientName: string };
}) {
  return (
    <>
      <TextInput label={labels.brand} value={lead?.brand ?? ''} readOnly variant="filled" />
      <TextInput label={labels.clientName} value={lead?.clientName ?? ''} readOnly variant="filled" />
    </>
  );
}
