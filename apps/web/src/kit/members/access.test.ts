import { describe, expect, it } from 'vitest';

import { ASSIGNABLE_USER_ROLES, MESSAGES, SUPER_ADMIN_ROLE } from '@app/contracts';

import { invitableRoles, memberAccess, type TeamViewer } from './access';
import { selectableIds } from './bulk';

const owner = { id: 'o', role: 'owner' as const };
const admin = { id: 'a', role: 'admin' as const };
const peer = { id: 'p', role: 'admin' as const };
const member = { id: 'm', role: 'team_member' as const };

const asOwner: TeamViewer = { role: 'owner', id: 'o' };
const asAdmin: TeamViewer = { role: 'admin', id: 'a' };
const asSuperAdmin: TeamViewer = { role: SUPER_ADMIN_ROLE, id: null };

const summary = (viewer: TeamViewer, row: typeof owner | typeof admin | typeof member) => {
  const { edit, status, remove, select } = memberAccess(viewer, row);
  return { edit, status, remove, select };
};

describe('memberAccess', () => {
  it('gives an admin the team members only, and their own profile fields', () => {
    expect(summary(asAdmin, member)).toEqual({ edit: true, status: true, remove: true, select: true });
    expect(summary(asAdmin, peer)).toEqual({ edit: false, status: false, remove: false, select: false });
    expect(summary(asAdmin, owner)).toEqual({ edit: false, status: false, remove: false, select: false });
    const self = memberAccess(asAdmin, admin);
    expect((['name', 'phone', 'avatar'] as const).every((f) => self.may(f))).toBe(true);
    expect(self.may('email') || self.may('role') || self.may('department')).toBe(false);
    expect(self.reason('status')).toBe(MESSAGES.users.selfDeactivate);
    expect(self.select).toBe(false);
    expect(memberAccess(asAdmin, peer).reason('name')).toBe(MESSAGES.users.adminsAccount);
    expect(memberAccess(asAdmin, member).reason('role')).toBe(MESSAGES.users.rolesByOwner);
  });

  it('gives the owner and super admins everyone, within the owner’s fixed facts', () => {
    for (const viewer of [asOwner, asSuperAdmin]) {
      expect(summary(viewer, peer)).toEqual({ edit: true, status: true, remove: true, select: true });
      expect(summary(viewer, member)).toEqual({ edit: true, status: true, remove: true, select: true });
      const theOwner = memberAccess(viewer, owner);
      expect(theOwner).toMatchObject({ edit: true, status: false, remove: false });
      expect(theOwner.may('name') && !theOwner.may('email') && !theOwner.may('role')).toBe(true);
    }
  });

  it('keeps what the viewer may not change out of select-all', () => {
    const rows = [owner, admin, peer, member];
    expect(selectableIds(rows, (row) => memberAccess(asAdmin, row).select)).toEqual(['m']);
    expect(selectableIds(rows, (row) => memberAccess(asOwner, row).select)).toEqual(['a', 'p', 'm']);
  });
});

describe('invitableRoles', () => {
  it('lets only the owner and super admins add admins', () => {
    expect(invitableRoles(asAdmin, ASSIGNABLE_USER_ROLES)).toEqual(['team_member']);
    expect(invitableRoles(asOwner, ASSIGNABLE_USER_ROLES)).toEqual(['admin', 'team_member']);
    expect(invitableRoles(asSuperAdmin, ASSIGNABLE_USER_ROLES)).toEqual(['admin', 'team_member']);
  });
});
