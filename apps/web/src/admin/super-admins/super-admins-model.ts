/**
 * The Team screen's logic without React (tested in node): the list's URL state, the optimistic
 * status change and its rollback, the bulk outcome texts, the failure toasts and the form rules.
 */
import {
  LIST_TILE_FILTERS,
  MESSAGES,
  SUPER_ADMIN_SORT_FIELDS,
  SUPER_ADMIN_STATUS_FILTERS,
  type ListTileFilter,
} from '@app/contracts';

import { describeError } from '../../lib/api/errors';
import type { RouterOutputs } from '../../lib/api/types';
import { defineListConfig } from '../../kit/list/list-state';

export type SuperAdminList = RouterOutputs['platform']['superAdmins']['list'];
export type SuperAdmin = SuperAdminList['superAdmins'][number];
export type SuperAdminStats = SuperAdminList['stats'];

const t = MESSAGES.web.superAdmins;

/** The list's state in the URL (page, limit, search, status, tile, sort, order). */
export const SUPER_ADMINS_LIST = defineListConfig({
  filters: LIST_TILE_FILTERS,
  statuses: SUPER_ADMIN_STATUS_FILTERS,
  sorts: SUPER_ADMIN_SORT_FIELDS,
  defaultSort: 'createdAt',
});

/** The five cards, in the product order, with the stats key that counts each (docs/product/platform-admin.md#super-admins). */
export const TILE_ORDER: readonly { value: ListTileFilter; stat: keyof SuperAdminStats }[] = [
  { value: 'total', stat: 'total' },
  { value: 'currentWeek', stat: 'thisWeek' },
  { value: 'lastWeek', stat: 'lastWeek' },
  { value: 'active', stat: 'active' },
  { value: 'inactive', stat: 'inactive' },
];

export const tileLabel = (tile: ListTileFilter): string => t.tiles[tile];

export type StatusValue = 'active' | 'inactive';
export const statusValue = (isActive: boolean): StatusValue => (isActive ? 'active' : 'inactive');

// --- Optimistic status -----------------------------------------------------------------------

/**
 * The cached page with one admin's status set, its stats moved with it. Applying the old value
 * again is the rollback; a row not on the page, or already in that state, leaves the data as is.
 */
export function withStatus(data: SuperAdminList, id: string, isActive: boolean): SuperAdminList {
  const row = data.superAdmins.find((a) => a.id === id);
  if (!row || row.isActive === isActive) return data;
  const shift = isActive ? 1 : -1;
  return {
    ...data,
    superAdmins: data.superAdmins.map((a) => (a.id === id ? { ...a, isActive } : a)),
    stats: {
      ...data.stats,
      active: Math.max(0, data.stats.active + shift),
      inactive: Math.max(0, data.stats.inactive - shift),
    },
  };
}

// --- Failure toasts ------------------------------------------------------------------------------

export interface Toast {
  title?: string;
  message: string;
}

/**
 * A failed call as a toast: a refusal the server explained (403 'At least one active super admin
 * is required', 404, 409) shows that reason under the product text; anything else (no answer, a
 * server error) shows the product text alone.
 */
export function failureToast(error: unknown, specText: string): Toast {
  const described = describeError(error);
  const explained =
    !described.network && described.status !== undefined && described.status >= 400 && described.status < 500;
  return explained && described.message ? { title: specText, message: described.message } : { message: specText };
}

/** The first reasons the server gave for failed items, without repeats (for a bulk toast's title). */
export function failureReasons(errors: readonly unknown[]): string | undefined {
  const reasons = new Set<string>();
  for (const error of errors) {
    const d = describeError(error);
    if (!d.network && d.status !== undefined && d.status < 500 && d.message) reasons.add(d.message);
  }
  return reasons.size > 0 ? [...reasons].slice(0, 2).join(' ') : undefined;
}

// --- Bulk outcomes ---------------------------------------------------------------------------------

export interface BulkOutcome {
  kind: 'success' | 'partial' | 'failure';
  text: string;
}

/** 'Deleted N super admins successfully. M super admins failed to delete.' and friends (docs/product/platform-admin.md#messages-and-limits). */
export function bulkDeleteOutcome(succeeded: number, failed: number): BulkOutcome {
  const m = MESSAGES.superAdmin;
  if (failed === 0) return { kind: 'success', text: t.bulkDeleted(succeeded) };
  if (succeeded === 0) return { kind: 'failure', text: m.bulkDeleteNone };
  return { kind: 'partial', text: m.bulkDeletePartial(succeeded, failed) };
}

export function bulkStatusOutcome(isActive: boolean, succeeded: number, failed: number): BulkOutcome {
  const verb = isActive ? 'activated' : 'deactivated';
  if (failed === 0) {
    return { kind: 'success', text: isActive ? t.bulkActivated(succeeded) : t.bulkDeactivated(succeeded) };
  }
  if (succeeded === 0) return { kind: 'failure', text: t.bulkStatusNone(verb) };
  return { kind: 'partial', text: t.bulkStatusPartial(succeeded, failed, verb) };
}

/**
 * Which selected ids a bulk action sends: never the signed-in admin for deactivate and delete
 * (the server refuses those too), and only rows whose status would change for activate/deactivate.
 */
export function bulkTargets(
  action: 'activate' | 'deactivate' | 'delete',
  selected: readonly string[],
  rows: readonly Pick<SuperAdmin, 'id' | 'isActive'>[],
  selfId: string,
): string[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return selected.filter((id) => {
    if (action !== 'activate' && id === selfId) return false;
    if (action === 'delete') return true;
    const row = byId.get(id);
    return row ? row.isActive !== (action === 'activate') : true;
  });
}

// --- The form ---------------------------------------------------------------------------------------

export interface SuperAdminFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
}

export const formValuesOf = (admin: SuperAdmin | null): SuperAdminFormValues => ({
  name: admin?.name ?? '',
  email: admin?.email ?? '',
  phone: admin?.profile.phone ?? '',
});

export interface FormCheck {
  errors: Partial<Record<'name' | 'email', string>>;
  /** 'Please fill in all required fields' when a required field is empty. */
  banner: string | null;
}

/** The required fields (docs/product/platform-admin.md#validation): 'Name is required', 'Email is required'. */
export function checkRequired(values: SuperAdminFormValues): FormCheck {
  const v = MESSAGES.validation;
  const errors: FormCheck['errors'] = {};
  if (!values.name.trim()) errors.name = v.nameRequired;
  if (!values.email.trim()) errors.email = v.emailRequired;
  return { errors, banner: Object.keys(errors).length > 0 ? v.requiredFields : null };
}

export interface SavePlan {
  /** Multipart through the REST adapter (a file is attached), or the tRPC call. */
  via: 'rest' | 'trpc';
  method: 'POST' | 'PUT';
  path: string;
  /** The JSON input of the tRPC call, also the text fields of the multipart form. */
  fields: { name: string; email: string; phone: string; removeAvatar?: boolean };
}

/**
 * How a save travels: with a picked avatar, multipart to POST /api/super-admin/super-admins or
 * PUT /api/super-admin/super-admins/:id; without one, the tRPC create/update. The edit sends the
 * phone even when empty (which clears it) and removeAvatar when the stored picture was removed.
 */
export function planSave(
  values: SuperAdminFormValues,
  target: { id: string } | null,
  avatar: { picked: boolean; removeStored: boolean },
): SavePlan {
  const fields: SavePlan['fields'] = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
  if (target && avatar.removeStored && !avatar.picked) fields.removeAvatar = true;
  return {
    via: avatar.picked ? 'rest' : 'trpc',
    method: target ? 'PUT' : 'POST',
    path: target ? `/super-admin/super-admins/${target.id}` : '/super-admin/super-admins',
    fields,
  };
}
