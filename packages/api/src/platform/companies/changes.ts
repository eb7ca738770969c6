/**
 * Change detection for company edits: which platform columns an edit really changes, and the
 * timeline wording for each (one company_updated event per changed field, docs/product/platform-admin.md#states).
 */
import type { TimelineEntry } from './timeline';
import type { CompanyRow } from './queries';

/** The platform columns an edit may touch. */
export type CompanyPatch = Partial<
  Pick<
    CompanyRow,
    | 'name'
    | 'subdomain'
    | 'phone'
    | 'website'
    | 'description'
    | 'themeColor'
    | 'subscriptionEndDate'
    | 'status'
    | 'ownerName'
    | 'logoKey'
    | 'ownerAvatarKey'
    | 'allowAdminCompanySettings'
    | 'requireTwoFactor'
    | 'timeZone'
    | 'digestHour'
    | 'recordVisibility'
  >
>;
type PatchColumn = keyof CompanyPatch;

/** Client-facing field names (as in the company form) and labels for descriptions. */
const FIELDS: Record<PatchColumn, { field: string; label: string; file?: true }> = {
  name: { field: 'name', label: 'Company name' },
  subdomain: { field: 'subdomain', label: 'Subdomain' },
  phone: { field: 'phone', label: 'Phone' },
  website: { field: 'website', label: 'Website' },
  description: { field: 'description', label: 'Description' },
  themeColor: { field: 'themeColor', label: 'Theme color' },
  subscriptionEndDate: { field: 'expiryDate', label: 'Expiry date' },
  status: { field: 'status', label: 'Status' },
  ownerName: { field: 'owner.name', label: 'Owner name' },
  logoKey: { field: 'logo', label: 'Company logo', file: true },
  ownerAvatarKey: { field: 'owner.avatar', label: 'Owner profile picture', file: true },
  allowAdminCompanySettings: { field: 'allowAdminCompanySettings', label: 'Admin access to company settings' },
  requireTwoFactor: { field: 'requireTwoFactor', label: 'Two-factor sign-in required' },
  timeZone: { field: 'timeZone', label: 'Time zone' },
  digestHour: { field: 'digestHour', label: 'Daily digest hour' },
  recordVisibility: { field: 'recordVisibility', label: 'Record visibility' },
};

type FieldValue = string | number | boolean | null;

export interface FieldChange {
  column: PatchColumn;
  oldValue: FieldValue;
  newValue: FieldValue;
}

/** The columns whose requested value differs from the stored one, in a fixed order. */
export function diffCompany(current: CompanyRow, patch: CompanyPatch): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const column of Object.keys(FIELDS) as PatchColumn[]) {
    const next = patch[column];
    if (next === undefined) continue;
    const old = current[column] ?? null;
    if ((next ?? null) !== old) changes.push({ column, oldValue: old, newValue: next ?? null });
  }
  return changes;
}

function shown(value: FieldValue): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return value === null || value === '' ? 'none' : `'${value}'`;
}

function describe(change: FieldChange): string {
  const { label, file } = FIELDS[change.column];
  if (file) {
    if (change.newValue === null) return `${label} removed`;
    return change.oldValue === null ? `${label} added` : `${label} updated`;
  }
  return `${label} changed from ${shown(change.oldValue)} to ${shown(change.newValue)}`;
}

/**
 * The timeline event of one change. Files are recorded as present or not: their storage keys are
 * internal and their URLs expire.
 */
export function changeEvent(change: FieldChange, performedBy: TimelineEntry['performedBy']): TimelineEntry {
  const { field, file } = FIELDS[change.column];
  const value = (v: FieldValue) => (file ? (v === null ? null : 'image') : v);
  return {
    action: 'company_updated',
    description: describe(change),
    details: { fieldChanged: field, oldValue: value(change.oldValue), newValue: value(change.newValue) },
    performedBy,
  };
}
