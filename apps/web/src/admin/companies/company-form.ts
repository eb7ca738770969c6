/**
 * The Add / Edit Company panel's values (docs/product/platform-admin.md#records "Company form values") ↔ API inputs, and their
 * validation with the contracts' schemas. Apart from company-model so the list does not load the
 * schemas. Tested in company-model.test.ts.
 */
import { DEFAULT_THEME_COLOR, createCompanyInput, updateCompanyInput } from '@app/contracts';

import { zodFieldErrors } from '../../kit/forms/zod-errors';
import type { Company } from './company-model';

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

/** Subdomain as typed: forced to lower case (docs/product/platform-admin.md#validation); spaces never belong in one. */
export const normalizeSubdomain = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Theme colour text as typed: upper case, with the '#' (docs/product/platform-admin.md#validation). */
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

/** POST body (docs/product/platform-admin.md#rest-paths): companyName, subdomain, phone, website, description, themeColor, expiryDate, owner. */
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

// The company panel's multipart body (logo, ownerDp); the shared builder is used by other forms too.
export { toFormData } from '../../kit/forms/form-data';
