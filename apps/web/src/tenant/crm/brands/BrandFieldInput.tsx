import '@mantine/dates/styles.css';

import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';

import { MESSAGES } from '@app/contracts';

import type { BrandField } from './brand-columns';
import type { FieldValue } from './brand-form';
import { OwnerSelect } from './OwnerSelect';
import { DATE_INPUT_FORMAT } from '../../../shared/format';

const t = MESSAGES.web.crmBrands.form;

interface BrandFieldInputProps {
  field: BrandField;
  value: FieldValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: FieldValue) => void;
}

/** The input of one column in the brand panel: required mark, number bounds, options, date, switch. */
export function BrandFieldInput({ field, value, error, disabled, onChange }: BrandFieldInputProps) {
  const common = { label: field.label, required: field.required, error, disabled };
  switch (field.input) {
    case 'owner':
      return (
        <OwnerSelect {...common} label={field.label} value={(value as string | null) ?? null} onChange={onChange} />
      );
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
