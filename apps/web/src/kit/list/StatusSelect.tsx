/**
 * The status dropdown above a list (All Companies / Active / Inactive, docs/product/platform-admin.md#companies):
 *
 *   <StatusSelect
 *     value={list.state.status}
 *     onChange={list.setStatus}
 *     options={[{ value: 'all', label: 'All Companies' }, { value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }]}
 *   />
 *
 * Never empty (no deselect); extra Select props (w, size, ...) pass through.
 */
import { Select, type SelectProps } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

export interface StatusOption<St extends string> {
  value: St;
  label: string;
}

export interface StatusSelectProps<St extends string> extends Omit<
  SelectProps,
  'value' | 'onChange' | 'data' | 'defaultValue'
> {
  value: St;
  onChange: (value: St) => void;
  options: readonly StatusOption<St>[];
}

export function StatusSelect<St extends string>({ value, onChange, options, ...rest }: StatusSelectProps<St>) {
  return (
    <Select
      aria-label={MESSAGES.web.list.statusLabel}
      w={{ base: '100%', xs: 190 }}
      {...rest}
      value={value}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      onChange={(next) => {
        if (next !== null) onChange(next as St);
      }}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
