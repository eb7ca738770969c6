/**
 * The companies screen's pure logic: list config, how a company's status shows, empty-state and
 * bulk-result wording. The side panel's values ↔ API inputs are in company-form.ts (with the
 * contracts' schemas, which the list does not load). Tested in company-model.test.ts.
 */
import { MESSAGES, type ListTileFilter } from '@app/contracts';

import { describeError } from '../../lib/api/errors';
import type { RouterOutputs } from '../../lib/api/types';
import { initialsOf } from '../../kit/format';
import type { CompanyStatusFilter } from './company-list';

export type Company = RouterOutputs['platform']['companies']['list']['companies'][number];
export type CompanyStats = RouterOutputs['platform']['companies']['list']['stats'];

const t = MESSAGES.web.companies;

export {
  COMPANY_LIST,
  COMPANY_LIST_SORTS,
  COMPANY_STATUS_FILTERS,
  type CompanySort,
  type CompanyStatusFilter,
} from './company-list';

/** Tile value → the count in the list's `stats`. */
export const TILE_STAT: Record<ListTileFilter, keyof CompanyStats> = {
  total: 'total',
  currentWeek: 'thisWeek',
  lastWeek: 'lastWeek',
  active: 'active',
  inactive: 'inactive',
};

export type ShownStatus = 'active' | 'inactive';

/**
 * How a status shows (docs/product/platform-admin.md#states): an expired company is always inactive; otherwise inactive when
 * the status is inactive, else active.
 */
export function shownStatus(company: { status: string; isExpired: boolean }): ShownStatus {
  if (company.isExpired) return 'inactive';
  return company.status === 'inactive' ? 'inactive' : 'active';
}

/** The row's status select: an expired company cannot be switched, and says why. */
export function statusControl(company: { status: string; isExpired: boolean }): {
  value: ShownStatus;
  disabled: boolean;
  tooltip: string | null;
} {
  return {
    value: shownStatus(company),
    disabled: company.isExpired,
    tooltip: company.isExpired ? MESSAGES.company.expiredCannotActivate : null,
  };
}

/** The toast after a status change (docs/product/platform-admin.md#messages-and-limits). */
export const statusChangedMessage = (status: ShownStatus) =>
  status === 'inactive' ? MESSAGES.company.markedInactive : MESSAGES.company.statusUpdated(status);

/** `https://` in front of a bare host, so 'acme.com' links somewhere; null for no website. */
export function websiteHref(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  const href = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The platform's base domain as seen from the admin host: admin.example.com → example.com. */
export function baseDomainOf(hostname: string, configured?: string): string {
  if (configured) return configured.toLowerCase();
  const host = hostname.toLowerCase();
  return host.startsWith('admin.') ? host.slice('admin.'.length) : host;
}

/** The empty list's explanation, by what narrows it (docs/product/platform-admin.md#companies). */
export function emptyMessage(state: { search: string; status: CompanyStatusFilter; filter: ListTileFilter | null }) {
  const search = state.search.trim();
  const status = state.status === 'all' ? null : t.statusOptions[state.status].toLowerCase();
  if (search && status) return t.emptySearchStatus(search, status);
  if (search) return t.emptySearch(search);
  if (status) return t.emptyStatus(status);
  if (state.filter && state.filter !== 'total') return t.emptyTile(t.tiles[state.filter]);
  return t.emptyHint;
}

/**
 * What to show for a failed call: the server's own message for a 4xx it explained (a company that
 * is gone, an expired one that cannot be activated), else the product's fallback text.
 */
export function failureText(error: unknown, fallback: string): string {
  const described = describeError(error);
  if (described.status !== undefined && described.status >= 400 && described.status < 500 && described.message)
    return described.message;
  return fallback;
}

export type Tone = 'success' | 'warning' | 'error';

/** The toast after a bulk delete (docs/product/platform-admin.md#messages-and-limits). */
export function bulkDeleteOutcome(deleted: number, failed: number): { tone: Tone; text: string } {
  if (failed === 0) return { tone: 'success', text: t.bulkDeleted(deleted) };
  if (deleted === 0) return { tone: 'error', text: t.bulkDeleteNone };
  return { tone: 'warning', text: t.bulkDeletePartial(deleted, failed) };
}

/** The toast after a bulk activate or deactivate. */
export function bulkStatusOutcome(updated: number, failed: number): { tone: Tone; text: string } {
  if (failed === 0) return { tone: 'success', text: t.bulkUpdated(updated) };
  if (updated === 0) return { tone: 'error', text: t.bulkUpdateNone };
  return { tone: 'warning', text: t.bulkUpdatePartial(updated, failed) };
}

/** Initial for a company (one letter, docs/product/platform-admin.md#company-detail "first letter of the name"). */
export const companyInitial = (name: string) => initialsOf(name).slice(0, 1);
