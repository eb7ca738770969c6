/**
 * A search box that reports its text debounced (300 ms), with a clear button and Escape to clear:
 *
 *   <SearchInput value={list.state.search} onChange={list.setSearch} placeholder="Search companies..." />
 *
 * `value` is the committed text (from the URL); when it changes from outside (Clear all, back
 * button) the box follows. Enter reports at once.
 */
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES, TEXT_LIMITS } from '@app/contracts';

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  onChange: (value: string) => void;
  /** Debounce in ms. */
  delay?: number;
}

export function SearchInput({ value, onChange, delay = 300, placeholder, ...rest }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const report = useDebouncedCallback((text: string) => onChange(text), delay);

  // The committed text changed (Clear all, back button, or our own report arriving): show it,
  // unless the user is still typing (React's "adjust state while rendering" pattern).
  if (value !== seen) {
    setSeen(value);
    if (!report.isPending()) setDraft(value);
  }

  const clear = () => {
    report.cancel();
    setDraft('');
    onChange('');
  };

  return (
    <TextInput
      role="searchbox"
      enterKeyHint="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      placeholder={placeholder}
      aria-label={typeof placeholder === 'string' ? placeholder : undefined}
      maxLength={TEXT_LIMITS.searchMax}
      {...rest}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && draft) {
          event.preventDefault();
          clear();
        } else if (event.key === 'Enter') {
          event.preventDefault();
          report.flush();
        }
      }}
      rightSection={
        draft ? <CloseButton size="sm" aria-label={MESSAGES.web.list.clearSearch} onClick={clear} /> : undefined
      }
      rightSectionPointerEvents="all"
    />
  );
}
