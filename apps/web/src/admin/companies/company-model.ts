/**
 * The companies screen's pure logic: list config, how a company's status shows, empty-state and
 * bulk-result wording, and the side panel's values ↔ API inputs. Tested in company-model.test.ts.
 */
import {
  DEFAULT_THEME_COLOR,
  LIST_TILE_FILTERS,
  MESSAGES,
  createCompanyInput,
  updateCompanyInput,
  type ListTileFilter,
} from '@app/contracts';

import { describeError } from '../../lib/api/errors';
import type { RouterOutputs } from '../../lib/api/types';
import { zodFieldErrors } from '../../shared/forms/zod-errors';
import { initialsOf } from '../../shared/format';
import { defineListConfig } from '../../shared/list/list-state';

export type Company = RouterOutputs['platform']['companies']['list']['companies'][number];
export type CompanyStats = RouterOutputs['platform']['companies']['list']['stats'];

const t = MESSAGES.web.companies;

export const COMPANY_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type CompanyStatusFilter = (typeof COMPANY_STATUS_FILTERS)[number];
export const COMPANY_LIST_SORTS = ['name', 'createdAt', 'expiryDate', 'status'] as const;
export type CompanySort = (typeof COMPANY_LIST_SORTS)[number];

/** The list's URL state (page, limit, search, status, filter, sort, order). */
export const COMPANY_LIST = defineListConfig({
  filters: LIST_TILE_FILTERS,
  statuses: COMPANY_STATUS_FILTERS,
  sorts: COMPANY_LIST_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});

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
 * How a status shows (spec 000 §4): an expired company is always inactive; otherwise inactive when
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

/** The toast after a status change (spec 000 §8). */
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

/** The empty list's explanation, by what narrows it (spec 000 §2.4). */
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
 * is gone, an expired one that cannot be activated), else the spec's fallback text.
 */
export function failureText(error: unknown, fallback: string): string {
  const described = describeError(error);
  if (described.status !== undefined && described.status >= 400 && described.status < 500 && described.message)
    return described.message;
  return fallback;
}

export type Tone = 'success' | 'warning' | 'error';

/** The toast after a bulk delete (spec 000 §8). */
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

// ---------------------------------------------------------------------------------------------
// The side panel's values (spec 000 §3 "Company form values").

export type CompanyFormValues = {
  ownerName: string;
  ownerEmail: string;
  companyName: string;
  subdomain: string;
  phone: string;
  website: string;
  description: string;
  themeColor: string;
  /** YYYY-MM-DD, or '' for no expiry. */
  expiryDate: string;
};

export const DEFAULT_FORM_THEME = DEFAULT_THEME_COLOR.toUpperCase();

export const emptyCompanyForm = (): CompanyFormValues => ({
  ownerName: '',
  ownerEmail: '',
  companyName: '',
  subdomain: '',
  phone: '',
  website: '',
  description: '',
  themeColor: DEFAULT_FORM_THEME,
  expiryDate: '',
});

/** The values of an existing company, for edit mode. */
export function formFromCompany(company: Company): CompanyFormValues {
  return {
    ownerName: company.owner.name ?? '',
    ownerEmail: company.owner.email ?? '',
    companyName: company.name,
    subdomain: company.subdomain,
    phone: company.contact.phone ?? '',
    website: company.contact.website ?? '',
    description: company.description ?? '',
    themeColor: (company.branding.themeColor ?? DEFAULT_FORM_THEME).toUpperCase(),
    expiryDate: company.subscription.endDate ?? '',
  };
}

/** Theme colour suggestions (the default first). */
export const THEME_SWATCHES = [
  '#F97316',
  '#EF4444',
  '#EAB308',
  '#22C55E',
  '#14B8A6',
  '#0EA5E9',
  '#3B82F6',
  '#6366F1',
  '#A855F7',
  '#EC4899',
  '#64748B',
  '#0F172A',
];

/** Initial for a company (one letter, spec 000 §2.6 "first letter of the name"). */
export const companyInitial = (name: string) => initialsOf(name).slice(0, 1);

/** Subdomain as typed: forced to lower case (spec 000 §5); spaces never belong in one. */
export const normalizeSubdomain = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Theme colour text as typed: upper case, with the '#' (spec 000 §5). */
export function normalizeThemeColor(text: string): string {
  const trimmed = text.trim().toUpperCase();
  return trimmed && !trimmed.startsWith('#') ? `#${trimmed}` : trimmed;
}

/** Server paths → form fields, for client validation and server errors. */
export const COMPANY_FIELD_MAP: Record<string, string> = {
  companyName: 'companyName',
  name: 'companyName',
  'owner.fullName': 'ownerName',
  'owner.name': 'ownerName',
  'owner.email': 'ownerEmail',
  owner: 'ownerName',
};

/** POST body (spec 000 §7): companyName, subdomain, phone, website, description, themeColor, expiryDate, owner. */
export function toCreateInput(values: CompanyFormValues) {
  return {
    companyName: values.companyName.trim(),
    subdomain: values.subdomain.trim(),
    phone: values.phone.trim(),
    website: values.website.trim(),
    description: values.description.trim(),
    themeColor: values.themeColor.trim(),
    expiryDate: values.expiryDate,
    owner: { fullName: values.ownerName.trim(), email: values.ownerEmail.trim() },
  };
}

export type UpdateBody = {
  name?: string;
  subdomain?: string;
  phone?: string;
  website?: string;
  description?: string;
  themeColor?: string;
  expiryDate?: string;
  owner?: { name: string };
};

/**
 * PUT body with only what changed ('name' instead of companyName; the owner may only be renamed;
 * an emptied field is sent as '' and clears it). Empty when nothing changed.
 */
export function toUpdateInput(values: CompanyFormValues, initial: CompanyFormValues): UpdateBody {
  const body: UpdateBody = {};
  const changed = (key: keyof CompanyFormValues) => values[key].trim() !== initial[key].trim();
  if (changed('companyName')) body.name = values.companyName.trim();
  if (changed('subdomain')) body.subdomain = values.subdomain.trim();
  if (changed('phone')) body.phone = values.phone.trim();
  if (changed('website')) body.website = values.website.trim();
  if (changed('description')) body.description = values.description.trim();
  if (values.themeColor.trim().toUpperCase() !== initial.themeColor.trim().toUpperCase())
    body.themeColor = values.themeColor.trim();
  if (changed('expiryDate')) body.expiryDate = values.expiryDate;
  if (changed('ownerName')) body.owner = { name: values.ownerName.trim() };
  return body;
}

/** Field errors with the contracts' schemas (same messages as the server); empty when valid. */
export function validateCompanyForm(values: CompanyFormValues, mode: 'create' | 'edit'): Record<string, string> {
  if (mode === 'create') return zodFieldErrors(createCompanyInput, toCreateInput(values), COMPANY_FIELD_MAP);
  // Every field is checked in edit mode, changed or not, so the panel never holds an invalid value.
  const body = {
    id: 1,
    name: values.companyName.trim(),
    subdomain: values.subdomain.trim(),
    phone: values.phone.trim(),
    website: values.website.trim(),
    description: values.description.trim(),
    themeColor: values.themeColor.trim(),
    expiryDate: values.expiryDate,
    owner: { name: values.ownerName.trim() },
  };
  return zodFieldErrors(updateCompanyInput, body, COMPANY_FIELD_MAP);
}

/** Whether a required field is among the errors (the banner 'Please fill in all required fields'). */
export const REQUIRED_FIELDS = ['ownerName', 'ownerEmail', 'companyName', 'subdomain'] as const;

export function missingRequired(values: CompanyFormValues, mode: 'create' | 'edit'): boolean {
  return REQUIRED_FIELDS.some((field) => (mode === 'edit' && field === 'ownerEmail' ? false : !values[field].trim()));
}

/**
 * A multipart body for the REST adapter: nested objects as `owner[fullName]`, files under their
 * field names, undefined left out.
 */
export function toFormData(
  body: Record<string, unknown>,
  files: Record<string, File | null | undefined> = {},
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
      return;
    }
    form.append(name, value === null ? '' : String(value));
  };
  for (const [name, value] of Object.entries(body)) add(name, value);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}
