import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { companyEditGuard, noteEditGuard, userAddGuard, userEditGuard } from './guards';

const t = MESSAGES.web.companyDetail;
const idle = { navigating: false, loading: false };

describe('userEditGuard', () => {
  const users = [{ id: 'u1' }, { id: 'u2' }];
  it('waits for navigation first, then for the users', () => {
    expect(userEditGuard({ navigating: true, loading: true, items: users }, 'u1')).toBe(t.waitForNavigation);
    expect(userEditGuard({ navigating: false, loading: true, items: users }, 'u1')).toBe(t.waitForUsers);
    expect(userEditGuard({ ...idle, items: undefined }, 'u1')).toBe(t.waitForUsers);
  });
  it('refuses an empty list and users not in it', () => {
    expect(userEditGuard({ ...idle, items: [] }, 'u1')).toBe(t.noUsersLoaded);
    expect(userEditGuard({ ...idle, items: users }, 'u9')).toBe(MESSAGES.users.invalidUserData);
    expect(userEditGuard({ ...idle, items: users }, '')).toBe(MESSAGES.users.invalidUserData);
    expect(userEditGuard({ ...idle, items: users }, undefined)).toBe(MESSAGES.users.invalidUserData);
  });
  it('lets a listed user be edited', () => {
    expect(userEditGuard({ ...idle, items: users }, 'u2')).toBeNull();
  });
});

describe('userAddGuard', () => {
  it('waits for navigation and loading', () => {
    expect(userAddGuard({ navigating: true, loading: false })).toBe(t.waitForNavigation);
    expect(userAddGuard({ navigating: false, loading: true })).toBe(t.waitForUsers);
    expect(userAddGuard(idle)).toBeNull();
  });
});

describe('noteEditGuard', () => {
  const notes = [{ id: 'n1' }];
  it('uses the notes texts', () => {
    expect(noteEditGuard({ navigating: true, loading: false, items: notes }, 'n1')).toBe(t.waitForNavigation);
    expect(noteEditGuard({ navigating: false, loading: true, items: notes }, 'n1')).toBe(MESSAGES.notes.waitForLoad);
    expect(noteEditGuard({ ...idle, items: [] }, 'n1')).toBe(MESSAGES.notes.noneLoaded);
    expect(noteEditGuard({ ...idle, items: notes }, 'n2')).toBe(MESSAGES.notes.notFound);
    expect(noteEditGuard({ ...idle, items: notes }, 'n1')).toBeNull();
  });
});

describe('companyEditGuard', () => {
  it('locks while navigating or loading', () => {
    expect(companyEditGuard({ navigating: true, loading: false })).toBe(t.waitForNavigation);
    expect(companyEditGuard({ navigating: false, loading: true })).toBe(t.waitForNavigation);
    expect(companyEditGuard(idle)).toBeNull();
  });
});
