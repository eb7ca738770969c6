import { describe, expect, it } from 'vitest';

import { diffMember } from './changes';
import { memberChanged } from './events';
import type { MemberRow } from './rows';

const row: MemberRow = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mo Member',
  email: 'mo@example.test',
  role: 'team_member',
  isActive: true,
  phone: '111',
  avatarKey: null,
  department: null,
  designation: 'Designer',
  dateOfBirth: null,
  passwordHash: null,
  twoFactorSecret: null,
  twoFactorEnabledAt: null,
  twoFactorLastStep: null,
  twoFactorRecoveryCodes: [],
  lastLoginAt: null,
  digestOptOut: false,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  updatedAt: new Date('2025-01-01T00:00:00Z'),
};

describe('diffMember', () => {
  it('keeps only real changes, in a fixed order; undefined leaves a field, null clears it', () => {
    const changes = diffMember(row, {
      phone: null,
      name: 'Mo Member',
      designation: undefined,
      isActive: false,
      role: 'admin',
    });
    expect(changes).toEqual([
      { column: 'role', oldValue: 'team_member', newValue: 'admin' },
      { column: 'isActive', oldValue: true, newValue: false },
      { column: 'phone', oldValue: '111', newValue: null },
    ]);
    expect(diffMember(row, { department: null, avatarKey: undefined })).toEqual([]);
  });
});

describe('memberChanged', () => {
  it('words each change and records pictures as present or not', () => {
    const actor = { id: 'a', name: 'Root' };
    expect(memberChanged(row, { column: 'phone', oldValue: '111', newValue: null }, actor)).toEqual({
      action: 'user_updated',
      description: "User 'Mo Member': phone changed from '111' to none",
      details: { userId: row.id, userName: 'Mo Member', fieldChanged: 'phone', oldValue: '111', newValue: null },
      performedBy: actor,
    });
    const picture = memberChanged(
      row,
      { column: 'avatarKey', oldValue: null, newValue: 'companies/1/avatars/x.png' },
      null,
    );
    expect(picture.description).toBe("User 'Mo Member': profile picture added");
    expect(picture.details).toMatchObject({ fieldChanged: 'avatar', oldValue: null, newValue: 'image' });
  });
});
