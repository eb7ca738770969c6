import { describe, expect, it } from 'vitest';

import { replaceUser, statusToggleReducer, withPendingStatus, type PendingStatus } from './status-toggle';

const users = [
  { id: 'a', name: 'A', isActive: true },
  { id: 'b', name: 'B', isActive: false },
];

describe('statusToggleReducer', () => {
  it('shows the asked-for status at once', () => {
    const pending = statusToggleReducer({}, { type: 'start', id: 'a', isActive: false });
    expect(withPendingStatus(users, pending).map((u) => u.isActive)).toEqual([false, false]);
  });

  it('rolls back to the loaded status when the call fails', () => {
    let pending: PendingStatus = statusToggleReducer({}, { type: 'start', id: 'a', isActive: false });
    pending = statusToggleReducer(pending, { type: 'settle', id: 'a', isActive: false });
    expect(pending).toEqual({});
    expect(withPendingStatus(users, pending)[0]!.isActive).toBe(true);
  });

  it('shows the server row after success', () => {
    let pending: PendingStatus = statusToggleReducer({}, { type: 'start', id: 'b', isActive: true });
    const list = replaceUser({ users }, { id: 'b', name: 'B', isActive: true });
    pending = statusToggleReducer(pending, { type: 'settle', id: 'b', isActive: true });
    expect(withPendingStatus(list.users, pending)[1]!.isActive).toBe(true);
  });

  it('keeps a newer toggle of the same row when an older answer arrives', () => {
    let pending: PendingStatus = statusToggleReducer({}, { type: 'start', id: 'a', isActive: false });
    pending = statusToggleReducer(pending, { type: 'start', id: 'a', isActive: true });
    pending = statusToggleReducer(pending, { type: 'settle', id: 'a', isActive: false });
    expect(pending).toEqual({ a: true });
  });

  it('returns the same state when nothing changes', () => {
    const state: PendingStatus = {};
    expect(statusToggleReducer(state, { type: 'settle', id: 'x' })).toBe(state);
    expect(statusToggleReducer(state, { type: 'reset' })).toBe(state);
  });

  it('leaves rows untouched when nothing is pending', () => {
    const rows = withPendingStatus(users, {});
    expect(rows[0]).toBe(users[0]);
  });
});

describe('replaceUser', () => {
  it('replaces only the matching row and keeps the other keys', () => {
    const list = { users, pagination: { page: 1 } };
    const next = replaceUser(list, { id: 'a', name: 'A2', isActive: false });
    expect(next.users[0]).toEqual({ id: 'a', name: 'A2', isActive: false });
    expect(next.users[1]).toBe(users[1]);
    expect(next.pagination).toBe(list.pagination);
  });
});
