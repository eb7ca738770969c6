/**
 * Mantine's Select (with its combobox, dropdown and scroll area), loaded on a list's first use of
 * any of its selects (DeferredSelect.tsx): it takes over from the stand-in with the focus, the text
 * typed into it meanwhile and, if it was clicked or opened by key, an open dropdown.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** What the stand-in hands over. */
export interface SelectHandoff {
  focused: boolean;
  typed: string;
  open: boolean;
}

export function LoadedSelect({ handoff, ...props }: SelectProps & { handoff?: SelectHandoff }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = input.current;
    if (!el || !handoff?.focused) return;
    // Focus opens a searchable select. The typed text goes in as an input event, so the select
    // filters by it; this runs after the select's own mount effects, which reset its search.
    el.focus();
    if (handoff.typed) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, handoff.typed);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    el.setSelectionRange(el.value.length, el.value.length);
    // Only on mount: the handoff is what happened before this select existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Select ref={input} defaultDropdownOpened={handoff?.open} {...props} />;
}
