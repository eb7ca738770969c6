import { DeferredSelect } from '../../kit/list/DeferredSelect';
import { SearchInput } from '../../kit/list/SearchInput';

export interface FilterSelectProps {
  /** 'Stage', 'Priority', ...: the label read out. */
  label: string;
  /** The empty choice ('All Stages'). */
  placeholder: string;
  value: string;
  options: readonly string[] | readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  width?: number;
}

/** A filter of the CRM filter row: one value or none (the 'All' choice, dropped from the query). */
export function FilterSelect({ label, placeholder, value, options, onChange, width = 170 }: FilterSelectProps) {
  return (
    <DeferredSelect
      aria-label={label}
      placeholder={placeholder}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next === null ? '' : String(next))}
      clearable
      searchable
      w={{ base: '100%', xs: width }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface FilterableList<K extends string> {
  state: { search: string; filters: Record<K, string> };
  setSearch: (search: string) => void;
  setFilter: (key: K, value: string) => void;
}

/** A filter select's value and change handler bound to one filter of a CRM list. */
export const bindFilter = <K extends string>(list: FilterableList<K>, key: K) => ({
  value: list.state.filters[key],
  onChange: (value: string) => list.setFilter(key, value),
});

/** The filter row's search box, bound to the list's search (sent to the server). */
export function CrmSearch<K extends string>({ list, placeholder }: { list: FilterableList<K>; placeholder: string }) {
  return (
    <SearchInput
      value={list.state.search}
      onChange={list.setSearch}
      placeholder={placeholder}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
