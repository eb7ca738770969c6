/**
 * The input of one of the company's fields, by its type: an amount in rupees within the field's
 * bounds, a date, one of the field's options, a switch, or text. The brand panel, the lead, meeting
 * and enquiry dialogs and the record pages' inline edit all use it, so a field reads the same
 * wherever it is edited.
 */
import '@mantine/dates/styles.css';

import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';

import { MESSAGES } from '@app/contracts';

import { DATE_INPUT_FORMAT } from '../../kit/format';
import type { CustomFieldValue, InputField } from './custom-values';

const t = MESSAGES.web.crmBrands.form;

export interface CustomFieldInputProps {
  field: InputField;
  value: CustomFieldValue;
  error: string | undefined;
  onChange: (value: CustomFieldValue) => void;
  disabled?: boolean;
  /** Set where one field is edited at a time (a record page). */
  autoFocus?: boolean;
}

export function CustomFieldInput({ field, value, error, onChange, disabled, autoFocus }: CustomFieldInputProps) {
  const common = { label: field.label, required: field.required, error, disabled, autoFocus };
  switch (field.input) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={value === null ? '' : (value as number | string)}
          onChange={onChange}
          min={field.min}
          max={field.max}
          prefix="₹ "
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          allowDecimal={false}
        />
      );
    case 'date':
      return (
        <DatePickerInput
          {...common}
          value={(value as string) || null}
          onChange={(date) => onChange(date ?? '')}
          placeholder={t.datePlaceholder}
          valueFormat={DATE_INPUT_FORMAT}
          clearable
          popoverProps={{ withinPortal: true }}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          value={(value as string) || null}
          onChange={(v) => onChange(v ?? '')}
          data={field.options}
          placeholder={t.selectPlaceholder}
          clearable={!field.required}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'switch':
      return (
        <Switch
          label={field.label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          disabled={disabled}
          error={error}
          autoFocus={autoFocus}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.input}
          value={(value as string | number | null) ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoComplete="off"
        />
      );
  }
}
