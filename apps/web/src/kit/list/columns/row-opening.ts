/**
 * Opening a row's page: a click anywhere on the row (but on its own links, buttons, selects and
 * menus, and not when the person was selecting text), or Enter on the focused row.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';

const CONTROLS =
  'a, button, input, select, textarea, label, [role="menuitem"], [role="option"], [role="listbox"], [role="combobox"], [role="dialog"], [role="separator"]';

/**
 * A click on one of the row's controls, or in something it opened: portalled dropdowns and
 * dialogs bubble through React to the row without being inside it.
 */
const onControl = (event: MouseEvent) => {
  const target = event.target as HTMLElement;
  return !event.currentTarget.contains(target) || target.closest(CONTROLS) !== null;
};

/** `state` travels with the page's history entry (where the row was opened from). */
export function rowOpening(href: string | undefined, navigate: NavigateFunction, state?: unknown) {
  if (!href) return {};
  return {
    'data-href': href,
    tabIndex: 0,
    onClick: (event: MouseEvent) => {
      if (!onControl(event) && !window.getSelection()?.toString()) void navigate(href, { state });
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) void navigate(href, { state });
    },
  };
}
