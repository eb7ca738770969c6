import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { planBulk, selectableIds, type BulkMember } from './bulk';

const owner: BulkMember = { id: 'o', role: 'owner' };
const admin: BulkMember = { id: 'a', role: 'admin' };
const member: BulkMember = { id: 'm', role: 'team_member' };

describe('planBulk', () => {
  it('activates everyone selected (owners are active already)', () => {
    expect(planBulk('activate', [owner, member])).toEqual({ kind: 'run', targets: [owner, member] });
  });

  it('refuses to deactivate a selection with an owner', () => {
    expect(planBulk('deactivate', [admin, owner])).toEqual({
      kind: 'refuse',
      message: MESSAGES.users.ownerCannotDeactivate,
    });
    expect(planBulk('deactivate', [admin, member])).toEqual({ kind: 'run', targets: [admin, member] });
  });

  it('refuses to delete owners only', () => {
    expect(planBulk('delete', [owner])).toEqual({ kind: 'refuse', message: MESSAGES.users.ownerCannotDelete });
  });

  it('deletes the others and reports the owners left out when the selection mixes them', () => {
    expect(planBulk('delete', [owner, admin, member])).toEqual({
      kind: 'run',
      targets: [admin, member],
      ownersSkipped: { owners: 1, users: 2 },
    });
    expect(planBulk('delete', [admin])).toEqual({ kind: 'run', targets: [admin] });
  });
});

describe('selectableIds', () => {
  it('skips owners when selecting all', () => {
    expect(selectableIds([owner, admin, member])).toEqual(['a', 'm']);
  });
});
