import type { Icon } from '@tabler/icons-react';

/** One sidebar / bottom-bar entry. */
export interface NavItem {
  label: string;
  /** Absolute path; the entry is also active below it (/companies on /companies/12). */
  to: string;
  icon: Icon;
}

/** '/' is active only on itself; any other entry on its path and everything below it. */
export function isNavActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}

/** Bottom bar on small screens (spec 000 §9): the first 4 entries; any beyond go under More. */
export const BOTTOM_BAR_ITEMS = 4;

export function splitBottomBar<T>(items: readonly T[], max = BOTTOM_BAR_ITEMS): { bar: T[]; more: T[] } {
  return { bar: items.slice(0, max), more: items.slice(max) };
}
