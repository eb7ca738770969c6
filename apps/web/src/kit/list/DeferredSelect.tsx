/**
 * A list's select (filters, records per page) that loads Mantine's Select, about 8 KB gzip with its
 * combobox, dropdown and scroll area, on the first hover, focus or touch of any such select rather
 * than with the page (docs/decisions/0025). Until then it is a plain input that looks the same and
 * keeps the focus, what is typed into it and a click or opening key, for the real one to take over.
 *
 *   <DeferredSelect aria-label="Stage" placeholder="All Stages" data={LEAD_STAGES} value={v} onChange={set} />
 */
import { TextInput, type SelectProps } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';

import classes from './DeferredSelect.module.css';
import type { LoadedSelect as Loaded, SelectHandoff } from './LoadedSelect';

export type DeferredSelectProps = Omit<SelectProps, 'data' | 'value'> & {
  data: readonly string[] | readonly { value: string; label: string }[];
  value: string | null;
};

let loaded: typeof Loaded | undefined;
let loading: Promise<unknown> | undefined;
const listeners = new Set<() => void>();

function loadSelect() {
  loading ??= import('./LoadedSelect').then(
    (m) => {
      loaded = m.LoadedSelect;
      for (const listener of listeners) listener();
    },
    () => (loading = undefined), // offline for a moment: the next touch tries again
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const IDLE: SelectHandoff = { focused: false, typed: '', open: false };

export function DeferredSelect(props: DeferredSelectProps) {
  const ready = useSyncExternalStore(subscribe, () => loaded !== undefined);
  const [handoff, setHandoff] = useState(IDLE);
  // A clearable select with a value shows the real one's clear button: load it straight away.
  const withClear = Boolean(props.clearable && props.value);
  useEffect(() => {
    if (withClear) loadSelect();
  }, [withClear]);
  if (ready) return <LoadedNow {...props} handoff={handoff} />;
  return <StandIn {...props} handoff={handoff} onHandoff={setHandoff} />;
}

function LoadedNow({ data, ...props }: DeferredSelectProps & { handoff: SelectHandoff }) {
  const Select = loaded!;
  return <Select data={data as SelectProps['data']} {...props} />;
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

function StandIn({
  handoff,
  onHandoff,
  ...props
}: DeferredSelectProps & { handoff: SelectHandoff; onHandoff: (next: SelectHandoff) => void }) {
  const chosen = props.data.find((o) => (typeof o === 'string' ? o : o.value) === props.value);
  const chosenLabel = chosen === undefined ? '' : typeof chosen === 'string' ? chosen : chosen.label;
  const opening = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key) || (props.searchable && event.key === ' ')) return;
    event.preventDefault();
    onHandoff({ ...handoff, focused: true, open: true });
  };
  return (
    <TextInput
      id={props.id}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-label={props['aria-label']}
      autoComplete="off"
      size={props.size}
      w={props.w}
      placeholder={props.placeholder}
      readOnly={!props.searchable}
      pointer={!props.searchable}
      value={handoff.typed || chosenLabel}
      onChange={(event) => onHandoff({ focused: true, typed: event.currentTarget.value, open: true })}
      onKeyDown={opening}
      onPointerEnter={loadSelect}
      onPointerDown={loadSelect}
      onFocus={() => {
        loadSelect();
        onHandoff({ ...handoff, focused: true });
      }}
      onClick={() => onHandoff({ ...handoff, focused: true, open: true })}
      onBlur={() => onHandoff(IDLE)}
      rightSection={<Chevron size={props.size} />}
      rightSectionPointerEvents="none"
    />
  );
}

/** Mantine's Combobox.Chevron path, drawn without loading the combobox. */
function Chevron({ size }: { size: SelectProps['size'] }) {
  return (
    <svg className={classes.chevron} data-size={size} viewBox="0 0 15 15" fill="none" aria-hidden>
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
