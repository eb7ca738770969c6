import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { ApiError } from '../../lib/api/errors';
import { parseListState } from '../../kit/list/list-state';
import {
  bulkDeleteOutcome,
  bulkStatusOutcome,
  bulkTargets,
  checkRequired,
  failureReasons,
  failureToast,
  formValuesOf,
  planSave,
  SUPER_ADMINS_LIST,
  TILE_ORDER,
  tileLabel,
  withStatus,
  type SuperAdmin,
  type SuperAdminList,
} from './super-admins-model';

const admin = (id: string, isActive = true, extra: Partial<SuperAdmin> = {}): SuperAdmin => ({
  id,
  _id: id,
  name: `Admin ${id}`,
  email: `${id}@example.com`,
  isActive,
  createdAt: '2025-06-01T00:00:00.000Z',
  lastLogin: null,
  profile: { avatar: null, phone: null },
  ...extra,
});

const page = (rows: SuperAdmin[]): SuperAdminList => ({
  message: MESSAGES.superAdmin.fetched,
  superAdmins: rows,
  pagination: { page: 1, limit: 20, total: rows.length, pages: 1 },
  stats: {
    total: rows.length,
    thisWeek: 0,
    lastWeek: 0,
    active: rows.filter((r) => r.isActive).length,
    inactive: rows.filter((r) => !r.isActive).length,
  },
});

describe('withStatus (optimistic toggle and rollback)', () => {
  const before = page([admin('a'), admin('b'), admin('c', false)]);

  it('sets the row and moves the active/inactive counts with it', () => {
    const after = withStatus(before, 'b', false);
    expect(after.superAdmins.map((r) => r.isActive)).toEqual([true, false, false]);
    expect(after.stats).toMatchObject({ total: 3, active: 1, inactive: 2 });
    // The cached page itself is not mutated.
    expect(before.superAdmins[1]!.isActive).toBe(true);
    expect(before.stats.active).toBe(2);
  });

  it('rolls back by applying the previous value', () => {
    const rolledBack = withStatus(withStatus(before, 'b', false), 'b', true);
    expect(rolledBack.superAdmins).toEqual(before.superAdmins);
    expect(rolledBack.stats).toEqual(before.stats);
  });

  it('leaves the data alone for an unknown row or an unchanged status', () => {
    expect(withStatus(before, 'zzz', false)).toBe(before);
    expect(withStatus(before, 'a', true)).toBe(before);
  });

  it('activates too', () => {
    expect(withStatus(before, 'c', true).stats).toMatchObject({ active: 3, inactive: 0 });
  });
});

describe('bulk outcomes', () => {
  it('uses the product texts for deletes', () => {
    expect(bulkDeleteOutcome(3, 2)).toEqual({
      kind: 'partial',
      text: 'Deleted 3 super admins successfully. 2 super admins failed to delete.',
    });
    expect(bulkDeleteOutcome(0, 4)).toEqual({
      kind: 'failure',
      text: 'Failed to delete any super admins. Please try again.',
    });
    expect(bulkDeleteOutcome(2, 0)).toEqual({ kind: 'success', text: 'Deleted 2 super admins successfully' });
    expect(bulkDeleteOutcome(1, 0).text).toBe('Deleted 1 super admin successfully');
  });

  it('counts status changes', () => {
    expect(bulkStatusOutcome(true, 2, 0)).toEqual({ kind: 'success', text: 'Activated 2 super admins successfully' });
    expect(bulkStatusOutcome(false, 1, 1)).toEqual({
      kind: 'partial',
      text: 'Deactivated 1 super admin successfully. 1 super admin could not be deactivated.',
    });
    expect(bulkStatusOutcome(false, 0, 2)).toEqual({
      kind: 'failure',
      text: 'No super admins could be deactivated. Please try again.',
    });
  });
});

describe('bulkTargets', () => {
  const rows = [admin('me'), admin('a'), admin('b', false)];

  it('never deactivates or deletes the signed-in admin', () => {
    expect(bulkTargets('delete', ['me', 'a', 'b'], rows, 'me')).toEqual(['a', 'b']);
    expect(bulkTargets('deactivate', ['me', 'a', 'b'], rows, 'me')).toEqual(['a']);
  });

  it('only sends rows whose status would change', () => {
    expect(bulkTargets('activate', ['me', 'a', 'b'], rows, 'me')).toEqual(['b']);
    expect(bulkTargets('activate', ['a'], rows, 'me')).toEqual([]);
  });
});

describe('failure toasts', () => {
  const refusal = Object.assign(new Error(MESSAGES.superAdmin.lastActiveRequired), {
    data: { httpStatus: 403, appCode: 'FORBIDDEN' },
  });

  it('shows the server refusal under the product text', () => {
    expect(failureToast(refusal, MESSAGES.superAdmin.statusFailed)).toEqual({
      title: 'Failed to update super admin status. Please try again.',
      message: 'At least one active super admin is required',
    });
  });

  it('shows the product text alone when no reason came back', () => {
    expect(failureToast(new TypeError('Failed to fetch'), MESSAGES.superAdmin.deleteFailed)).toEqual({
      message: 'Failed to delete super admin',
    });
    expect(failureToast(new ApiError(500, 'INTERNAL', 'boom'), MESSAGES.superAdmin.deleteFailed)).toEqual({
      message: 'Failed to delete super admin',
    });
  });

  it('collects distinct reasons of failed bulk items', () => {
    expect(failureReasons([refusal, refusal, new TypeError('x')])).toBe(MESSAGES.superAdmin.lastActiveRequired);
    expect(failureReasons([new TypeError('x')])).toBeUndefined();
  });
});

describe('the form', () => {
  it('requires name and email with the product texts', () => {
    expect(checkRequired({ name: ' ', email: '', phone: '' })).toEqual({
      errors: { name: 'Name is required', email: 'Email is required' },
      banner: 'Please fill in all required fields',
    });
    expect(checkRequired({ name: 'Ada', email: 'ada@example.com', phone: '' })).toEqual({ errors: {}, banner: null });
  });

  it('starts from the edited admin', () => {
    expect(formValuesOf(admin('a', true, { profile: { avatar: null, phone: '+1 5' } }))).toEqual({
      name: 'Admin a',
      email: 'a@example.com',
      phone: '+1 5',
    });
    expect(formValuesOf(null)).toEqual({ name: '', email: '', phone: '' });
  });

  it('sends multipart only with a file attached', () => {
    const values = { name: ' Ada ', email: ' ada@example.com ', phone: '' };
    expect(planSave(values, null, { picked: true, removeStored: false })).toEqual({
      via: 'rest',
      method: 'POST',
      path: '/super-admin/super-admins',
      fields: { name: 'Ada', email: 'ada@example.com', phone: '' },
    });
    expect(planSave(values, { id: 'x1' }, { picked: true, removeStored: true })).toMatchObject({
      via: 'rest',
      method: 'PUT',
      path: '/super-admin/super-admins/x1',
      fields: { name: 'Ada', email: 'ada@example.com', phone: '' },
    });
    expect(planSave(values, { id: 'x1' }, { picked: false, removeStored: true })).toMatchObject({
      via: 'trpc',
      fields: { removeAvatar: true },
    });
    expect(planSave(values, null, { picked: false, removeStored: false }).via).toBe('trpc');
  });
});

describe('the list state', () => {
  it('has the five cards in the product order with their labels', () => {
    expect(TILE_ORDER.map((tile) => tileLabel(tile.value))).toEqual([
      'Total',
      'This Week',
      'Last Week',
      'Active',
      'Inactive',
    ]);
  });

  it('reads page, size, status, tile and search from the URL', () => {
    const state = parseListState(
      new URLSearchParams('page=3&limit=50&status=inactive&filter=lastWeek&search=ada&sort=name&order=asc'),
      SUPER_ADMINS_LIST,
    );
    expect(state).toEqual({
      page: 3,
      limit: 50,
      status: 'inactive',
      filter: 'lastWeek',
      search: 'ada',
      sort: 'name',
      order: 'asc',
    });
    expect(parseListState(new URLSearchParams('limit=37&status=gone'), SUPER_ADMINS_LIST)).toMatchObject({
      limit: 20,
      status: 'all',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
