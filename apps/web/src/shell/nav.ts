import type { Icon } from '@tabler/icons-react';

/** One sidebar / bottom-bar entry. */
export interface NavItem {
  label: string;
  /** Absolute path; the entry is also active below it (/companies on /companies/12). */
  to: string;
  icon: Icon;
}

/** A titled group of entries in the sidebar (CRM, Team Management); flat in the bottom bar. */
export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** Every entry in order, groups opened up (the bottom bar and its More menu show no groups). */
export const flattenNav = (entries: readonly NavEntry[]): NavItem[] =>
  entries.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]));

/**
 * The one entry to highlight: the most specific active one, so /team/settings lights Team Settings
 * and not Team as well.
 */
export function activeNavTarget(entries: readonly NavEntry[], pathname: string): string | undefined {
  return flattenNav(entries)
    .filter((item) => isNavActive(item.to, pathname))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
}

/** '/' is active only on itself; any other entry on its path and everything below it. */
export function isNavActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}

/** Bottom bar on small screens (docs/product/platform-admin.md#messages-and-limits): the first 4 entries; any beyond go under More. */
export const BOTTOM_BAR_ITEMS = 4;

export function splitBottomBar<T>(items: readonly T[], max = BOTTOM_BAR_ITEMS): { bar: T[]; more: T[] } {
  return { bar: items.slice(0, max), more: items.slice(max) };
}
